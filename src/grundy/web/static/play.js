/* The "Play" view: a game against the computer, or between two players that the computer
 * referees.  The server answers every question about the game (is a move legal, the computer's
 * move, the outcome and the winning moves); this view keeps the game's history, draws its
 * position with the renderer of the game's declared board kind, and turns clicks into moves.
 *
 * #play counts on data-done each action of the user's (see dom.js) and says on data-busy,
 * data-turn, data-over and data-winner where the game is; #board carries the position's JSON
 * (data-position) and each element that makes a move the JSON of the position it leaves
 * (data-after).
 */
import { api, parseJSON } from './api.js';
import { cards } from './cards.js';
import { $, $$, arrowKeys, counted, el, key, largeType, sleep, wide } from './dom.js';
import { games, onGameChange, positionGiven, readOptions, tokens } from './games.js';
import { piles } from './piles.js';
import { square } from './square.js';
import { lang, t } from './texts.js';
import { textBoard } from './text-board.js';

// Each renderer draws one kind of position and turns clicks into moves: it is { name,
// accepts(pos, analysis), draw(board, pos, ctx) } and may add keyOf (the key of a move's
// target), partsOf (a move as the moves that make it up) and wantsMoves (it marks the legal
// moves, ctx.legal); it may add to ctx.help what it says of moving.  ctx is made by render() below.  The renderer of each board kind a game
// may declare; any other is drawn as text.  The board's elements that make a move are one tab
// stop: the arrow keys move between them (dom.js arrowKeys), Enter plays.
const RENDERER_OF = { piles, heaps: piles, square, cards, list: textBoard };

// An action of the user's in the Play view, counted when it is done.
export const action = (fn) => counted('#play', fn);

// The message under the status: an error, a hint, what was taken back ('' clears it).
export function say(text, kind = '') {
  const box = $('#message');
  box.textContent = text || '';
  box.className = 'message num' + (kind ? ' ' + kind : '');  // a huge number wraps in its box
}

// A position as the URL writes it: a list of numbers or names joined by commas, else its JSON.
const positionParam = (pos) => (Array.isArray(pos) && pos.every((v) => ['number', 'string'].includes(typeof v)
  && !String(v).includes(',')) ? pos.join(',') : JSON.stringify(pos));

// page.changed(): the view has changed what the URL says of it.
export function playView(page) {
  // mode: 'computer' (a pupil against the computer) or 'two' (two pupils, the computer referees).
  const play = {
    info: null, rules: {}, history: [], humanFirst: true, mode: 'computer', over: false, winner: null,
    analysis: null, busy: false, log: [], legal: null, hinted: null,
    several: false, pending: new Map(),  // stones chosen in several piles before "Take"
  };
  const delay = () => (typeof window.GRUNDY_DELAY === 'number' ? window.GRUNDY_DELAY : 450);
  const current = () => play.history[play.history.length - 1];
  const turn = () => {
    const even = (play.history.length - 1) % 2 === 0;
    if (play.mode === 'two') return even ? 'player1' : 'player2';
    return even === play.humanFirst ? 'human' : 'computer';
  };
  const humanTurn = () => turn() !== 'computer';
  const playerNumber = (who) => (who === 'player2' ? 2 : 1);
  const whoText = (who) => (who === 'human' ? t('you_moved') : who === 'computer' ? t('computer_moved')
    : t('player_moved', { n: playerNumber(who) }));

  function setBusy(busy) {
    play.busy = busy;
    $('#play').dataset.busy = String(busy);
    for (const id of ['#hint', '#undo']) $(id).disabled = busy;
  }

  function publishState() {
    const page = $('#play');
    page.dataset.turn = play.history.length ? turn() : '';
    page.dataset.over = String(play.over);
    page.dataset.winner = play.winner || '';
    $('#board').dataset.position = play.history.length ? key(current()) : '';
    $('#board').dataset.game = play.info ? play.info.name : '';
  }

  async function newGame(event) {
    if (event) event.preventDefault();
    if (play.busy) return;
    const info = games[$('#play-game').value];
    if (!info) return;
    const options = readOptions($('#play-options'));
    const start = $('#play-start').value;
    if (!start.trim() && !positionGiven($('#play-options')) && !info.random_start) {
      // No random positions for this game (one made of other games needs them named): ask for one.
      say(t('need_start', { help: lang === 'zh' ? info.position_help_zh : info.position_help }), 'hint');
      $('#play-start').focus();
      return;
    }
    setBusy(true);
    say('');
    try {
      // The first answer gives the position and the game's rules; later requests send those
      // rules back, which describes the game exactly (a game made of other games has no other description).
      // A position in its JSON form (from a link) is sent as it is; else the tokens as typed.
      let asJSON;
      if (/^\s*[[{]/.test(start)) { try { asJSON = parseJSON(start); } catch { asJSON = undefined; } }
      const given = asJSON !== undefined ? { position: asJSON } : { tokens: tokens(start) };
      const answer = start.trim() || positionGiven($('#play-options'))
        ? await api('/api/analyse', { game: info.name, options, ...given, lang })
        : await api('/api/random', { game: info.name, options, lang });
      Object.assign(play, {
        info, rules: answer.rules, history: [answer.position], log: [], over: false, winner: null, analysis: null,
        atStart: false,
        legal: null, hinted: null,
        humanFirst: $('input[name="first"]:checked').value !== 'computer',
        mode: $('input[name="first"]:checked').value === 'two' ? 'two' : 'computer',
      });
      $('#log').replaceChildren();
      await refresh();
      finishedAtStart();
      if (turn() === 'computer' && !play.over) await computerTurn();
    } catch (error) {
      say(error.message, 'error');
    } finally {
      setBusy(false);
      render();
    }
  }

  // Ask the server about the current position (outcome, winning moves) and redraw.
  async function refresh(analysis) {
    const body = { game: play.info.name, rules: play.rules, position: current(), lang };
    play.analysis = analysis || await api('/api/analyse', body);
    play.hinted = null;
    play.pending.clear();
    play.legal = null;
    // The legal moves, for a board that marks them (the cards a player may take).
    if (rendererFor(play.info, current()).wantsMoves && !play.analysis.over) {
      const answer = await api('/api/moves', { game: play.info.name, rules: play.rules, position: current() });
      play.legal = new Set(answer.moves.map(key));
    }
    render();
  }

  // A start position where no move is left: the game is over before it starts, and the
  // player to move has lost (or, by misère rules, won).
  function finishedAtStart() {
    if (!play.analysis || !play.analysis.over || play.over) return;
    const mover = turn();
    const other = play.mode === 'two' ? (mover === 'player1' ? 'player2' : 'player1')
      : (mover === 'human' ? 'computer' : 'human');
    play.over = true;
    play.atStart = true;
    play.winner = play.analysis.outcome === 'P' ? other : mover;
  }

  async function humanMove(move) {
    if (!play.info || !play.history.length) return;
    if (play.busy) { say(t('wait')); return; }
    if (play.over) { say(t('over_new'), 'error'); return; }
    if (!humanTurn()) { say(t('not_your_turn')); return; }
    const mover = turn();
    setBusy(true);
    try {
      const body = { game: play.info.name, rules: play.rules, position: current(), lang, analyse: true, ...move };
      let answer;
      try {
        answer = await api('/api/check-move', body);
      } catch (error) {
        if (error.status && error.status < 500) {
          const refused = play.mode === 'two' ? t('referee_refused', { n: playerNumber(mover) }) : t('refused');
          say(refused + error.message, 'error');
          return;
        }
        throw error;
      }
      say('');
      play.history.push(answer.after);
      addLog(mover, answer.move_described, answer.after_text);
      play.over = answer.over;
      // The winner as the server names it ("human": the one who just moved), as the page names the players.
      play.winner = play.mode !== 'two' || !answer.winner ? answer.winner
        : answer.winner === 'human' ? mover : (mover === 'player1' ? 'player2' : 'player1');
      await refresh(answer.analysis);
      if (!play.over && play.mode !== 'two') await computerTurn();
    } catch (error) {
      say(error.message, 'error');
    } finally {
      setBusy(false);
      render();
    }
  }

  async function computerTurn() {
    render();
    await sleep(delay());
    const body = { game: play.info.name, rules: play.rules, position: current(), lang, analyse: true };
    const answer = await api('/api/computer-move', body);
    if (answer.move !== null) {
      play.history.push(answer.after);
      addLog('computer', answer.move_described, answer.after_text);
    }
    play.over = answer.over;
    play.winner = answer.winner;
    await refresh(answer.analysis);
  }

  function addLog(who, described, after) {
    play.log.push({ who, described, after });
    const text = t('labelled', { label: whoText(who), text: `${described} → ${after}` });
    const item = el('li', { class: who === 'player2' ? 'second' : who, text });
    $('#log').append(item);
    item.scrollIntoView({ block: 'nearest' });
  }

  // Take back the human's last move and the computer's reply (as grundy.play.Match.undo does).
  async function undo() {
    if (play.busy || !play.history.length) return;
    const firstHumanMove = play.humanFirst ? 1 : 2;
    if (play.history.length - 1 < firstHumanMove) { say(t('nothing_undo')); return; }
    let count = 0;
    // Against the computer, the human's move and the computer's reply; between two players, one move.
    if (turn() === 'human') { play.history.pop(); play.log.pop(); count += 1; }
    if (play.mode !== 'two' || !count) { play.history.pop(); play.log.pop(); count += 1; }
    $('#log').replaceChildren(...play.log.map((m) => el('li', { class: m.who === 'player2' ? 'second' : m.who,
      text: t('labelled', { label: whoText(m.who), text: `${m.described} → ${m.after}` }) })));
    play.over = false;
    play.winner = null;
    setBusy(true);
    try {
      await refresh();
      say(t('undone', { n: count }));
    } catch (error) {
      say(error.message, 'error');
    } finally {
      setBusy(false);
      render();
    }
  }

  function hint() {
    if (!play.analysis || play.busy) return;
    if (play.over) { say(t('hint_over'), 'hint'); return; }
    const wins = play.analysis.winning_positions;
    if (!wins.length) { play.hinted = null; say(t('hint_none'), 'hint'); render(); return; }
    play.hinted = wins[0];
    say(t('hint_win', { move: play.analysis.moves_described[0], pos: play.analysis.winning_positions_text[0] }), 'hint');
    render();
  }

  function toggleSafe() {
    if (!play.info || !play.history.length) return;
    render();
  }

  // ----------------------------------------------------------------- drawing
  function render() {
    publishState();
    const board = $('#board');
    if (!play.info || !play.history.length) { board.replaceChildren(); return; }
    const renderer = rendererFor(play.info, current());
    // The elements that make a move, by the move's key: the JSON of the position it leaves,
    // or what the renderer says (the square a piece goes to).
    const targets = new Map();
    const moveKey = (after) => (renderer.keyOf ? renderer.keyOf(current(), after) : key(after));
    const ctx = {
      info: play.info, rules: play.analysis ? play.analysis.rules : {}, history: play.history,
      analysis: play.analysis, legal: play.legal,
      move: action((move) => humanMove(move)),
      play, redraw: render,
      help: [],  // what the renderer says of moving, shown with the page's own help beside the board
      target(k, node) {
        if (!targets.has(k)) targets.set(k, []);
        targets.get(k).push(node);
        node.dataset.after = k;
      },
    };
    // Focus stays on the board: on the element nearest the place of the one focused before.
    const stops = () => $$('#board [data-after], #board [data-focus]');
    const centre = (e) => { const r = e.getBoundingClientRect(); return [(r.left + r.right) / 2, (r.top + r.bottom) / 2]; };
    const hadFocus = board.contains(document.activeElement);
    const place = hadFocus ? centre(document.activeElement) : null;
    board.replaceChildren();
    board.className = 'board board-' + renderer.name;
    $('.board-wrap').scrollTop = 0;
    renderer.draw(board, current(), ctx);
    const showSafe = $('#safe').checked && play.analysis;
    if (showSafe) {
      // The safe moves: the positions a move can leave that are P-positions (the winning moves).
      for (const w of play.analysis.winning_positions) {
        for (const node of targets.get(moveKey(w)) || []) node.classList.add('safe');
      }
    }
    if (play.hinted) {
      const nodes = targets.get(moveKey(play.hinted))
        || (renderer.partsOf ? renderer.partsOf(current(), play.hinted).flatMap((k) => targets.get(k) || []) : []);
      for (const node of nodes) node.classList.add('hint');
    }
    renderStatus(renderer, showSafe);
    const rule = play.info ? (lang === 'zh' ? play.info.summary_zh : play.info.summary) : '';
    $('#rule').replaceChildren(...(rule ? [el('strong', { text: t('rule_label') }), ' ', rule] : []));
    const clickHelp = play.info ? (lang === 'zh' ? play.info.click_help_zh : play.info.click_help) : '';
    $('#move-help').textContent = [...ctx.help, clickHelp].filter(Boolean).join(' ');
    // With the safe moves shown, why they are safe, as the library works it out by hand
    // (binary columns and their XOR, column counts mod k + 1, the Beatty pairs...).
    const why = $('#why');
    why.hidden = !(showSafe && play.analysis.explanation);
    if (!why.hidden) why.replaceChildren(el('strong', { text: `${t('why')}: ` }), play.analysis.explanation);
    fitBoard();
    const nodes = stops().filter((node) => !node.disabled);
    const distance = (node) => { const [x, y] = centre(node); return (x - place[0]) ** 2 + (y - place[1]) ** 2; };
    const chosen = !nodes.length ? null : place ? nodes.reduce((a, b) => (distance(b) < distance(a) ? b : a)) : nodes[0];
    for (const node of stops()) node.tabIndex = node === chosen ? 0 : -1;
    if (hadFocus && chosen) chosen.focus({ preventScroll: true });
    page.changed();
  }

  // The board fills its box: the stones as large as the box allows (on a wide window the whole
  // Play view is one screen); a pile too tall for the box, or any pile on a phone, stands in
  // columns of five-stone groups side by side.
  function fitBoard() {
    placeNotes();
    sizeLog();
    const wrap = $('.board-wrap');
    const row = $('#board .piles');
    if (!row || $('#play').hidden) return;
    const size = (stone) => row.style.setProperty('--stone', stone + 'px');
    row.classList.remove('columns');
    row.style.removeProperty('--stack-height');
    if (!wide.matches) {
      // A phone: ten stones a column (two groups of five), the columns side by side.
      row.classList.add('columns');
      // (The stack's box holds its padding and base line too: 12 px; and the 6 px between two groups.)
      row.style.setProperty('--stack-height', `${10 * (32 + 3) + 6 + 12}px`);
      return;
    }
    const over = () => wrap.scrollHeight > wrap.clientHeight + 1 || wrap.scrollWidth > wrap.clientWidth + 1;
    const largest = (low, high, fits) => {  // the largest size in [low, high] that fits, else low - 1
      let best = low - 1;
      while (low <= high) {
        const mid = (low + high) >> 1;
        if (fits(mid)) { best = mid; low = mid + 1; } else high = mid - 1;
      }
      return best;
    };
    const single = largest(22, 88, (stone) => { size(stone); return !over(); });
    if (single >= 22) { size(single); return; }
    // Too tall: columns of ten stones (two groups of five) side by side, as large as the box allows.
    row.classList.add('columns');
    const columns = (stone) => {
      size(stone);
      row.style.setProperty('--stack-height', `${10 * (stone + 3) + 6 + 12}px`);
      return !over();
    };
    columns(Math.max(12, largest(12, 40, columns)));
  }

  // The rule and how to move stand beside the turn banner; on a phone, or with the browser's large
  // text (which would make them tall and the board short), at the top of the side column instead.
  function placeNotes() {
    const large = largeType();
    document.documentElement.classList.toggle('large-type', large);
    const aside = large || !wide.matches;
    const notes = $('#notes');
    if (aside && notes.parentElement !== $('.side')) $('.side').prepend(notes);
    if (!aside && notes.parentElement !== $('.turn-bar')) $('.turn-bar').insertBefore(notes, $('#message'));
  }

  // The moves show six lines at least on a wide screen: the line measured as the browser draws it,
  // so that its large-text setting (a minimum font size, which em units do not follow) counts too.
  function sizeLog() {
    const log = $('#log');
    log.style.removeProperty('min-height');
    if (!wide.matches || $('#play').hidden) return;
    const probe = el('li', { text: '0', 'aria-hidden': 'true' });
    log.append(probe);
    const line = probe.getBoundingClientRect().height;
    probe.remove();
    const style = getComputedStyle(log);
    const frame = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'].reduce((total, k) => total + parseFloat(style[k]), 0);
    const least = Math.ceil(6 * line + frame + 2);
    if (line && least > parseFloat(style.minHeight)) log.style.setProperty('min-height', `${least}px`);
  }

  function renderStatus(renderer, showSafe) {
    const status = $('#status');
    status.replaceChildren();
    if (play.over) {
      const won = play.mode === 'two' || play.winner !== 'computer';
      const text = play.mode === 'two' ? t('player_wins', { n: playerNumber(play.winner) })
        : play.winner !== 'computer' ? t('you_win') : t('computer_wins');
      status.append(el('span', { class: 'over-banner ' + (won ? 'win' : 'loss') }, t('over_title'), ' ', text));
      if (play.atStart) {
        const mover = turn();
        const who = mover === 'human' ? t('you_lower') : mover === 'computer' ? t('computer_lower')
          : t('player_lower', { n: playerNumber(mover) });
        const lost = play.winner !== mover;
        status.append(el('br'), el('small', { text: `${t('over_start')} ${t(lost ? 'over_lost' : 'over_won', { who })}` }));
      }
      return;
    }
    if (play.busy && turn() === 'computer') { status.append(t('thinking')); return; }
    const who = turn();
    status.append(who === 'human' ? t('your_turn') : who === 'computer' ? t('thinking')
      : t('player_turn', { n: playerNumber(who) }));
    if (showSafe) {
      const outcome = play.analysis.outcome;
      status.append(el('br'), el('span', { class: 'badge ' + outcome, text: outcome }), ' ',
        el('small', { text: t('status_' + outcome) }));
      const note = renderer === square ? t('safe_squares')
        : play.analysis.winning_positions.length ? t('safe_moves') : t('safe_none');
      status.append(el('br'), el('small', { text: note }));
    }
  }

  function rendererFor(info, pos) {
    const renderer = RENDERER_OF[info.board] || textBoard;
    return renderer.accepts(pos, play.analysis) ? renderer : textBoard;
  }

  $('#play-game').addEventListener('change', action(() => {
    onGameChange($('#play-game'), $('#play-options'));
    $('#play-start').value = '';
    return newGame();
  }));
  $('#setup').addEventListener('submit', action(newGame));
  $('#typed').addEventListener('submit', action(async (event) => {
    event.preventDefault();
    const text = $('#move-text').value.trim();
    if (!text) return;
    await humanMove({ text });
    if (!$('#message').classList.contains('error')) $('#move-text').value = '';
  }));
  $('#hint').addEventListener('click', action(hint));
  $('#undo').addEventListener('click', action(undo));
  $('#safe').addEventListener('change', action(toggleSafe));
  arrowKeys($('#board'), '[data-after], [data-focus]');

  return {
    fit: fitBoard,
    newGame,
    // The position told again in the language the page now speaks.
    async relabel() {
      if (play.info && play.history.length && !play.busy) { try { await refresh(); } catch (e) { say(e.message, 'error'); } }
    },
    // The URL's part of this view (after its game and options), and reading it back.
    params() {
      const q = {};
      if (play.history.length && play.info && play.info.name === $('#play-game').value) q.position = positionParam(current());
      const first = $('input[name="first"]:checked').value;
      if (first !== 'human') q.players = first;
      return q;
    },
    // The start of the game the URL names (here: the URL shows this view): its position typed into the start box.
    read(q, here) {
      const pos = q.get('position');
      if (pos !== null && here) {
        $('#play-start').value = /^[[{]/.test(pos) ? pos : pos.split(',').join(' ');
      }
      const players = q.get('players');
      if (['human', 'computer', 'two'].includes(players)) $(`input[name="first"][value="${players}"]`).checked = true;
    },
  };
}
