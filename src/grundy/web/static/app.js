/* grundy: play and explore impartial games.  Plain JavaScript over the JSON API under /api/.
 *
 * The server answers every question about a game (is a move legal, the computer's move, the
 * outcome and the winning moves); this page only draws positions and turns clicks into moves.
 * It knows no game by name: each game's entry of /api/games declares how its positions are
 * drawn (board: piles, square, cards, heaps, list) and which moves a click makes (move_kinds).
 * Numbers too large for JavaScript are kept as their decimal text, never rounded.
 */
import { STRINGS } from './texts.js';
import { sieveView } from './sieve.js';

(() => {

  const $ = (sel, root = document) => root.querySelector(sel);
  const $$ = (sel, root = document) => Array.from(root.querySelectorAll(sel));
  const el = (tag, attrs = {}, ...children) => {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs)) {
      if (value === undefined || value === null || value === false) continue;
      if (key === 'class') node.className = value;
      else if (key === 'text') node.textContent = value;
      else if (key.startsWith('data-')) node.setAttribute(key, value);
      else if (key in node && typeof value !== 'string') node[key] = value;
      else node.setAttribute(key, value);
    }
    node.append(...children.filter((c) => c !== undefined && c !== null));
    return node;
  };
  const SVG = 'http://www.w3.org/2000/svg';
  const svg = (tag, attrs = {}) => {
    const node = document.createElementNS(SVG, tag);
    for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
    return node;
  };
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const key = (value) => JSON.stringify(value);

  // Each panel counts the things it has finished doing on its data-done attribute: #play the
  // user's actions (a move, a hint, an undo, a new game, a toggle: its requests answered, the
  // board and the message drawn), #map its loads, #an-result its analyses, #beatty its tables.
  // A script that drives the page waits for the count to move, which tells the result of what
  // it did from what was there before, even when the two look the same.
  const finished = (selector) => {
    const node = $(selector);
    node.dataset.done = String(Number(node.dataset.done || 0) + 1);
  };
  const counted = (selector, fn) => async (...args) => {
    try { return await fn(...args); } finally { finished(selector); }
  };
  const action = (fn) => counted('#play', fn);

  // ------------------------------------------------------------------ language
  let lang = localStorage.getItem('grundy-lang') === 'zh' ? 'zh' : 'en';
  const t = (name, vars = {}) => {
    let text = (STRINGS[lang] && STRINGS[lang][name]) || STRINGS.en[name] || name;
    for (const [k, v] of Object.entries(vars)) text = text.replaceAll(`{${k}}`, String(v));
    return text;
  };

  // The page's texts name a game only through its declarations: {game} is the game whose
  // P-positions are the Beatty pairs (the first that declares beatty).
  function pageVars() {
    const info = Object.values(games).find((g) => g.beatty);
    return { game: info ? (lang === 'zh' ? info.title_zh : info.title) : t('beatty_game') };
  }

  function applyLanguage() {
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
    const vars = pageVars();
    for (const node of $$('[data-i18n]')) {
      const text = t(node.dataset.i18n, vars);
      if (text.includes('<')) node.innerHTML = text; else node.textContent = text;
    }
    for (const node of $$('[data-i18n-title]')) node.title = t(node.dataset.i18nTitle, vars);
    for (const node of $$('[data-i18n-label]')) node.setAttribute('aria-label', t(node.dataset.i18nLabel));
    document.title = t('page_title');
    // The options of each game: a short name and a help text, in either language.
    for (const node of $$('[data-name-en]')) node.textContent = lang === 'zh' ? node.dataset.nameZh : node.dataset.nameEn;
    for (const node of $$('[data-help-en]')) node.title = lang === 'zh' ? node.dataset.helpZh : node.dataset.helpEn;
    $('#lang').textContent = lang === 'zh' ? 'English' : '中文';
    $('#lang').lang = lang === 'zh' ? 'en' : 'zh';
    $('#play-start').placeholder = t('start_placeholder');
    for (const select of [$('#play-game'), $('#map-game'), $('#an-game'), $('#sieve-game')]) {
      for (const option of select.options) {
        const info = games[option.value];
        if (!info) continue;
        option.textContent = lang === 'zh' ? info.title_zh : info.title;
        option.title = lang === 'zh' ? info.summary_zh : info.summary;
      }
    }
  }

  // ----------------------------------------------------------------------- API
  // Integers beyond 2^53 keep their exact decimal text (the JSON source), never a rounded number.
  function parseJSON(text) {
    return JSON.parse(text, (_key, value, context) => {
      if (typeof value === 'number' && !Number.isSafeInteger(value) && context && /^-?\d+$/.test(context.source)) {
        return context.source;
      }
      return value;
    });
  }

  async function api(path, body) {
    const init = body === undefined ? {} : {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
    };
    const response = await fetch(path, init);
    const text = await response.text();
    let data;
    try { data = parseJSON(text); } catch { data = { error: text || response.statusText }; }
    if (!response.ok) {
      const error = new Error((lang === 'zh' && data.error_zh) || data.error || response.statusText);
      error.status = response.status;
      throw error;
    }
    // 202: the answer takes longer than a request waits, and became a job on the
    // server; follow it until it is done (its answer is kept there).
    if (response.status === 202 && data.url) return followJob(data);
    return data;
  }

  async function followJob(job) {
    for (;;) {
      if (job.status === 'done') return job.result;
      if (job.status === 'failed' || job.status === 'cancelled') {
        const detail = job.error || {};
        const error = new Error((lang === 'zh' && detail.error_zh) || detail.error || job.status);
        error.status = detail.status || 500;
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      const response = await fetch(job.url);
      job = parseJSON(await response.text());
      if (!response.ok && !job.status) {
        const error = new Error((lang === 'zh' && job.error_zh) || job.error || response.statusText);
        error.status = response.status;
        throw error;
      }
    }
  }

  // --------------------------------------------------------------- game lists
  const games = {};  // by name, in the registry's order (the order of /api/games)
  const offers = (info, kind) => info.move_kinds.includes(kind);

  // The featured games first, in their declared places; then the others, in the registry's order.
  function fillGames(select, filter) {
    select.replaceChildren();
    const names = Object.keys(games).filter((n) => !filter || filter(games[n]));
    names.sort((a, b) => rank(a) - rank(b));
    for (const name of names) select.append(el('option', { value: name, text: games[name].title }));
  }
  const rank = (name) => games[name].featured ?? Number.MAX_SAFE_INTEGER;

  function buildOptions(span, info) {
    span.replaceChildren();
    for (const opt of info.options) {
      const help = lang === 'zh' ? opt.help_zh : opt.help;
      const label = el('label', { title: help, 'data-help-en': opt.help, 'data-help-zh': opt.help_zh });
      const flag = opt.name.replaceAll('_', '-');
      const named = (text) => el('span', { text, 'data-name-en': flag, 'data-name-zh': opt.name_zh || flag });
      const name = lang === 'zh' ? opt.name_zh || flag : flag;
      let input;
      if (opt.kind === 'bool') {
        input = el('input', { type: 'checkbox' });
        input.checked = opt.default === true;
        label.append(input, named(name));
      } else {
        input = el('input', { size: opt.kind === 'int' ? 5 : 14, spellcheck: 'false',
          placeholder: opt.default === null ? '' : String(opt.default) });
        // An option without a default that must be given starts with a small playable value.
        if (opt.required && opt.kind === 'int') input.value = String(Math.max(opt.minimum || 1, 2));
        label.append(named(name), input);
      }
      input.dataset.option = opt.name;
      input.dataset.kind = opt.kind;
      if (opt.position) input.dataset.position = 'true';
      span.append(label);
    }
  }

  function readOptions(span) {
    const out = {};
    for (const input of $$('[data-option]', span)) {
      if (input.dataset.kind === 'bool') {
        if (input.checked) out[input.dataset.option] = true;
      } else {
        const value = input.value.trim();
        if (value) out[input.dataset.option] = value;  // integers as text: the server reads any size
      }
    }
    return out;
  }

  // Tokens as a shell splits them: "a 3 5" "b 4 7" is two tokens (two games played side by side).
  const tokens = (text) => Array.from(text.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g), (m) => m[1] ?? m[2] ?? m[3]);
  const positionGiven = (span) => $$('[data-position]', span).some((input) => input.value.trim());

  // ===================================================================== PLAY
  // mode: 'computer' (a pupil against the computer) or 'two' (two pupils, the computer referees).
  const play = {
    info: null, rules: {}, history: [], humanFirst: true, mode: 'computer', over: false, winner: null,
    analysis: null, busy: false, log: [], squares: null, hinted: null,
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

  function say(text, kind = '') {
    const box = $('#message');
    box.textContent = text || '';
    box.className = 'message num' + (kind ? ' ' + kind : '');  // a huge number wraps in its box
  }

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
        squares: null, hinted: null,
        humanFirst: $('input[name="first"]:checked').value !== 'computer',
        mode: $('input[name="first"]:checked').value === 'two' ? 'two' : 'computer',
      });
      $('#log').replaceChildren();
      await refresh();
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
    if ($('#safe').checked) await loadSafe();
    render();
  }

  async function loadSafe() {
    const renderer = rendererFor(play.info, current());
    if (!renderer.safeCandidates || play.squares) return;
    const candidates = renderer.safeCandidates(current(), play);
    const positions = candidates.map((c) => c.position);
    const answer = await api('/api/outcomes', { game: play.info.name, rules: play.rules, positions });
    play.squares = new Map(candidates.map((c, i) => [c.key, answer.outcomes[i]]));
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
    const text = `${whoText(who)}: ${described} → ${after}`;
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
      text: `${whoText(m.who)}: ${m.described} → ${m.after}` })));
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
    if (!play.analysis || play.busy || play.over) return;
    const wins = play.analysis.winning_positions;
    if (!wins.length) { play.hinted = null; say(t('hint_none'), 'hint'); render(); return; }
    play.hinted = wins[0];
    say(t('hint_win', { move: play.analysis.moves_described[0], pos: play.analysis.winning_positions_text[0] }), 'hint');
    render();
  }

  async function toggleSafe() {
    if (!play.info || !play.history.length) return;
    if ($('#safe').checked) {
      try { await loadSafe(); } catch (error) { say(error.message, 'error'); }
    }
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
      analysis: play.analysis,
      move: action((move) => humanMove(move)),
      target(k, node) {
        if (!targets.has(k)) targets.set(k, []);
        targets.get(k).push(node);
        node.dataset.after = k;
      },
    };
    board.replaceChildren();
    board.className = 'board board-' + renderer.name;
    $('.board-wrap').scrollTop = 0;
    renderer.draw(board, current(), ctx);
    const showSafe = $('#safe').checked && play.analysis;
    if (showSafe) {
      if (renderer.safeCandidates && play.squares) {
        for (const [k, outcome] of play.squares) {
          if (outcome === 'P') for (const node of targets.get(k) || []) node.classList.add('safe');
        }
      } else {
        for (const w of play.analysis.winning_positions) {
          for (const node of targets.get(moveKey(w)) || []) node.classList.add('safe');
        }
      }
    }
    if (play.hinted) {
      const nodes = targets.get(moveKey(play.hinted))
        || (renderer.partsOf ? renderer.partsOf(current(), play.hinted).flatMap((k) => targets.get(k) || []) : []);
      for (const node of nodes) node.classList.add('hint');
    }
    renderStatus(renderer, showSafe);
    $('#move-help').textContent = play.info ? (lang === 'zh' ? play.info.click_help_zh : play.info.click_help) : '';
    fitBoard();
    writeURL();
  }

  // On a projector the whole Play view fits the window: the stones shrink until the board's
  // box holds the board (on a phone the page scrolls down instead, and stones stay tappable).
  const wide = window.matchMedia('(min-width: 761px)');
  function fitBoard() {
    const wrap = $('.board-wrap');
    const row = $('#board .piles');
    if (!row || !wide.matches || $('#play').hidden) return;
    const over = () => wrap.scrollHeight > wrap.clientHeight + 1;
    const size = (stone) => row.style.setProperty('--stone', stone + 'px');
    row.classList.remove('columns');
    row.style.removeProperty('--stack-height');
    let stone = 44;
    size(stone);
    while (over() && stone > 20) size(stone -= 2);
    if (!over()) return;
    // Still too tall: each pile in columns of five-stone groups, as high as the box leaves.
    const stacks = $$('.stack', row);
    const room = wrap.clientHeight - (wrap.scrollHeight - Math.max(...stacks.map((e) => e.offsetHeight))) - 8;
    row.classList.add('columns');
    for (stone = 30; stone >= 12; stone -= 2) {
      size(stone);
      const rows = Math.max(5, Math.floor(room / (stone + 3) / 5) * 5);
      row.style.setProperty('--stack-height', `${rows * (stone + 3)}px`);
      if (!over()) return;
    }
  }

  function renderStatus(renderer, showSafe) {
    const status = $('#status');
    status.replaceChildren();
    if (play.over) {
      const won = play.winner !== 'computer';
      const text = play.mode === 'two' ? t('player_wins', { n: playerNumber(play.winner) })
        : won ? t('you_win') : t('computer_wins');
      status.append(el('span', { class: 'over-banner ' + (won ? 'win' : 'loss'), text }));
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
      const note = renderer.safeCandidates ? t('safe_squares')
        : play.analysis.winning_positions.length ? t('safe_moves') : t('safe_none');
      status.append(el('br'), el('small', { text: note }));
    }
  }

  // Each renderer draws one kind of position and turns clicks into moves.
  const isCount = (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 0) || (typeof v === 'string' && /^\d+$/.test(v));
  const MAX_STONES = 60;

  const renderers = {
    piles: {
      name: 'piles',
      accepts: (pos) => Array.isArray(pos) && pos.length > 0 && pos.every(isCount),
      draw(board, pos, ctx) {
        const sizes = pos.map((v) => (typeof v === 'number' ? v : Infinity));
        const row = el('div', { class: 'piles' });  // its stones' size: see fitBoard
        const several = offers(ctx.info, 'take_several') && play.several;
        const takes = offers(ctx.info, 'take');
        pos.forEach((size, p) => {
          const pile = el('div', { class: 'pile', 'data-pile': p });
          const stack = el('div', { class: 'stack' });
          if (sizes[p] <= MAX_STONES) {
            for (let i = 0; i < sizes[p]; i += 1) {
              const after = pos.slice(); after[p] = i;
              const button = el('button', { type: 'button', class: 'stone', 'data-pile': p, 'data-index': i,
                'aria-label': `${t('pile', { n: p + 1 })}: ${i + 1}` });
              ctx.target(key(after), button);
              if (several) {
                button.addEventListener('click', () => {
                  if (play.pending.get(p) === i) play.pending.delete(p); else play.pending.set(p, i);
                  render();
                });
                if (play.pending.has(p) && i >= play.pending.get(p)) button.classList.add('take');
              } else if (!takes) {
                button.disabled = true;  // the game's moves are not taken stone by stone
              } else {
                button.addEventListener('click', () => ctx.move({ move: after }));
                button.addEventListener('mouseenter', () => preview(stack, i, true));
                button.addEventListener('mouseleave', () => preview(stack, i, false));
              }
              stack.append(button);
            }
          } else {
            stack.append(el('div', { class: 'big-pile num', text: String(size), title: t('big_pile') }));
          }
          pile.append(stack, el('div', { class: 'count num', text: String(size) }),
            el('div', { class: 'label', text: t('pile', { n: p + 1 }) }));
          row.append(pile);
        });
        board.append(row);
        const least = Math.min(...sizes);
        if (offers(ctx.info, 'take_all') && pos.length >= 2 && least >= 1 && least <= MAX_STONES) {
          const line = el('div', { class: 'both-row' }, el('span', { text: t(pos.length === 2 ? 'take_both' : 'take_all') }));
          for (let n = 1; n <= least; n += 1) {
            const after = sizes.map((v) => v - n);
            const button = el('button', { type: 'button', class: 'both', 'data-take': n, text: `−${n}` });
            ctx.target(key(after), button);
            button.addEventListener('click', () => ctx.move({ move: after }));
            line.append(button);
          }
          board.append(line);
        }
        if (offers(ctx.info, 'take_several') && pos.length >= 2) {
          // Choose stones in several piles, then take them all in one move.
          const box = el('input', { type: 'checkbox', id: 'several' });
          box.checked = play.several;
          box.addEventListener('change', () => { play.several = box.checked; play.pending.clear(); render(); });
          const take = el('button', { type: 'button', id: 'take-several', class: 'primary', text: t('take_chosen') });
          take.disabled = !play.several || !play.pending.size;
          take.addEventListener('click', () => {
            const after = pos.slice();
            for (const [p, i] of play.pending) after[p] = i;
            ctx.move({ move: after });
          });
          board.append(el('div', { class: 'both-row' },
            el('label', { class: 'toggle' }, box, el('span', { text: t('several') })), take));
        }
        if (sizes.some((v) => v > MAX_STONES)) board.append(el('p', { class: 'help', text: t('big_pile') }));
      },
      // A move that changes several piles, as the single-pile moves that make it up.
      partsOf(before, after) {
        if (!Array.isArray(after) || after.length !== before.length) return [];
        return after.flatMap((v, p) => (String(v) === String(before[p]) ? []
          : [key(before.map((w, q) => (q === p ? v : w)))]));
      },
    },

    // Pieces on a board of squares, drawn from the board the server describes with the
    // position's analysis: the squares' names, the labels, the pieces and their lines. A
    // position is the list of its pieces' squares by name; a move is typed as a square's name.
    square: {
      name: 'square',
      accepts: (pos, analysis) => Boolean(Array.isArray(pos) && analysis && analysis.squares
        && key(analysis.position) === key(pos)),
      // The target square of a move (the piece that moved is the one whose square changed).
      keyOf(before, after) {
        const i = after.findIndex((sq, j) => sq !== before[j]);
        return i < 0 ? '' : String(after[i]);
      },
      // The safe squares: every square, as the position of a lone piece.
      safeCandidates(_pos, state) {
        return state.analysis.squares.names.flat().map((name) => ({ key: name, position: [name] }));
      },
      draw(board, pos, ctx) {
        const layout = ctx.analysis.squares;
        const cols = layout.columns; const rows = layout.rows;
        // The labels sit on the wood, clear of the outer squares (which reach 0.42 beyond the grid).
        const pad = 1.4; const edge = 0.15;
        const box = svg('svg', { class: 'goboard', viewBox: `${-pad} ${-pad} ${cols - 1 + 2 * pad} ${rows - 1 + 2 * pad}`,
          role: 'img', 'aria-label': 'board' });
        box.style.setProperty('--cols', String(cols));
        const Y = (y) => rows - 1 - y;  // row 0 at the bottom
        box.append(svg('rect', { class: 'wood', x: -pad + edge, y: -pad + edge, width: cols - 1 + 2 * (pad - edge),
          height: rows - 1 + 2 * (pad - edge), rx: 0.3 }));
        for (let y = 0; y < rows; y += 1) {
          box.append(svg('line', { class: 'grid', x1: 0, y1: Y(y), x2: cols - 1, y2: Y(y) }));
          const label = svg('text', { class: 'coord', x: -0.8, y: Y(y) });
          label.textContent = layout.row_labels[y];
          box.append(label);
        }
        for (let x = 0; x < cols; x += 1) {
          box.append(svg('line', { class: 'grid', x1: x, y1: 0, x2: x, y2: rows - 1 }));
          const label = svg('text', { class: 'coord', x, y: rows - 1 + 0.78 });
          label.textContent = layout.column_labels[x];
          box.append(label);
        }
        for (const [sx, sy] of layout.marks) box.append(svg('circle', { class: 'star', cx: sx, cy: Y(sy), r: 0.12 }));
        for (const [gx, gy] of layout.goals) {
          box.append(svg('rect', { class: 'corner', x: gx - 0.42, y: Y(gy) - 0.42, width: 0.84, height: 0.84, rx: 0.1 }));
        }
        // The lines along which the pieces can move.
        for (const [[x1, y1], [x2, y2]] of layout.lines) {
          box.append(svg('line', { class: 'reach', x1, y1: Y(y1), x2, y2: Y(y2) }));
        }
        for (let y = 0; y < rows; y += 1) {
          for (let x = 0; x < cols; x += 1) {
            const name = layout.names[y][x];
            const sq = svg('circle', { class: 'sq', cx: x, cy: Y(y), r: 0.42, 'data-square': name });
            ctx.target(name, sq);
            const title = svg('title');
            title.textContent = name;
            sq.append(title);
            // The square is the move as a player types it; the server finds the piece that can go there.
            sq.addEventListener('click', () => ctx.move({ text: name }));
            box.append(sq);
          }
        }
        for (const [px, py] of layout.pieces) {
          const piece = svg('text', { class: 'piece', x: px, y: Y(py) });
          piece.textContent = layout.piece;
          box.append(piece);
        }
        board.append(box);
        if (layout.caption) board.append(el('p', { class: 'help', text: layout.caption }));
      },
    },

    cards: {
      name: 'cards',
      accepts: (pos) => pos && typeof pos === 'object' && Array.isArray(pos.cards),
      draw(board, pos, ctx) {
        const area = el('div', { class: 'cards-area' });
        const choices = ctx.rules && ctx.rules.choices;
        const lastBox = el('div', { class: 'row' });
        if (pos.last === null || pos.last === undefined) {
          lastBox.append(el('span', { class: 'help', text: t('no_last') + ' — ' +
            (choices ? t('first_from', { c: choices.join(', ') }) : t('first_any')) }));
        } else {
          lastBox.append(el('span', { class: 'card last', text: String(pos.last), 'data-last': pos.last }));
        }
        const trail = ctx.history.map((p) => p.last).filter((v) => v !== null && v !== undefined);
        area.append(el('h3', { text: t('last_card') }), lastBox);
        if (trail.length) area.append(el('p', { class: 'trail', text: `${t('trail')}: ${trail.join(' → ')}` }));
        area.append(el('h3', { text: t('table_cards') }));
        const row = el('div', { class: 'row' });
        pos.cards.forEach((value, i) => {
          const rest = pos.cards.slice(0, i).concat(pos.cards.slice(i + 1));
          const after = { cards: rest, last: value };
          const card = el('button', { type: 'button', class: 'card', text: String(value), 'data-value': value });
          ctx.target(key(after), card);
          card.addEventListener('click', () => ctx.move({ move: after }));
          row.append(card);
        });
        if (!pos.cards.length) row.append(el('span', { class: 'help', text: t('no_cards') }));
        area.append(row);
        board.append(area);
      },
    },

    text: {
      name: 'text',
      accepts: () => true,
      draw(board) {
        board.append(el('pre', { class: 'text-board', text: play.analysis ? play.analysis.render : '' }));
      },
    },
  };

  // Hovering a stone shows the stones a click takes: that one and every stone above it.
  function preview(stack, index, on) {
    for (const stone of $$('.stone', stack)) {
      stone.classList.toggle('take', on && Number(stone.dataset.index) >= index);
    }
  }

  // The renderer of each board kind a game may declare; any other is drawn as text.
  const RENDERER_OF = { piles: 'piles', heaps: 'piles', square: 'square', cards: 'cards', list: 'text' };

  function rendererFor(info, pos) {
    const renderer = renderers[RENDERER_OF[info.board]] || renderers.text;
    return renderer.accepts(pos, play.analysis) ? renderer : renderers.text;
  }

  // ================================================================== EXPLORE
  const ZOOMS = [8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384, 512];
  const map = { size: 24, data: null, dataKey: '', hover: null, loading: false, ticket: 0 };

  function mapRequest() {
    const info = games[$('#map-game').value];
    const grundy = $('#map-view').value === 'grundy';
    return { info, grundy, options: readOptions($('#map-options')) };
  }

  const grundyLimit = () => limits.grundy_board;

  const loadMap = counted('#map', async () => {
    const { info, grundy, options } = mapRequest();
    if (!info) return;
    const limit = grundy ? grundyLimit(info) : limits.board;
    map.size = Math.min(map.size, limit);
    // Fetch a little more than shown, so zooming out a step needs no new request.
    const size = Math.min(limit, ZOOMS.find((z) => z >= map.size * 1.5) || limit);
    // The P-position view shows G on hover too, when the values are cheap.
    const withGrundy = grundy || size <= 64;
    const wanted = key([info.name, options, grundy]);
    if (map.data && map.dataKey === wanted && map.data.size >= map.size
        && (map.data.grundy || !withGrundy || map.noGrundy)) { drawMap(); return; }
    map.loading = true;
    const ticket = ++map.ticket;  // a later request replaces this one's answer
    $('#map-info').textContent = t('loading');
    // Progress over the map at once, where the eye is; the map drawn before stays under it.
    showProgress($('#map-progress'), t('computing', { what: t('map_what', { n: size }) }));
    let failure = null;
    try {
      const body = { game: info.name, options, size, grundy: withGrundy };
      let data; let noGrundy = false;
      try {
        data = await api('/api/board', body);
      } catch (error) {
        // Some rules have no Grundy values (misère play): the P-positions alone then.
        if (grundy || error.status !== 400) throw error;
        data = await api('/api/board', { ...body, grundy: false });
        noGrundy = true;
      }
      if (ticket !== map.ticket) return;
      Object.assign(map, { data, noGrundy, dataKey: wanted });
      $('#map-info').textContent = t('hover_help');
    } catch (error) {
      if (ticket !== map.ticket) return;
      failure = error;
      map.data = null;
      $('#map-info').replaceChildren(el('span', { class: 'error', text: error.message }));
    } finally {
      if (ticket === map.ticket) map.loading = false;
    }
    showProgress($('#map-progress'), failure && t('failed', { error: failure.message }), Boolean(failure));
    drawMap();
    writeURL();
  });

  // A box over a view: what it is computing (with a spinner), or why it failed; hidden when text is null.
  function showProgress(box, text, failed = false) {
    box.hidden = !text;
    box.classList.toggle('failed', failed);
    const label = box.lastElementChild;
    if (text) label.textContent = text;
  }

  const MARGIN = 54;
  function mapGeometry(canvas) {
    const side = canvas.width;
    const inner = side - MARGIN - 12;
    return { side, inner, cell: inner / map.size, left: MARGIN, top: 12 };
  }

  // On a wide screen the map is as large as the window leaves above its legend.
  function sizeMap(canvas) {
    if (!wide.matches || $('#explore').hidden) { canvas.style.removeProperty('width'); return; }
    const top = canvas.getBoundingClientRect().top + window.scrollY;
    const beside = $('#map-legend').getBoundingClientRect().right <= canvas.parentElement.getBoundingClientRect().left;
    const room = window.innerHeight - top - (beside ? 0 : Math.max(56, $('#map-legend').offsetHeight)) - 24;
    const width = Math.max(300, Math.min(canvas.parentElement.clientWidth, 720, room));
    canvas.style.setProperty('width', `${Math.floor(width)}px`);
  }

  function drawMap() {
    const canvas = $('#map');
    sizeMap(canvas);
    const dpr = window.devicePixelRatio || 1;
    const css = canvas.clientWidth || 720;
    if (canvas.width !== Math.round(css * dpr)) { canvas.width = Math.round(css * dpr); canvas.height = canvas.width; }
    const g = canvas.getContext('2d');
    g.setTransform(1, 0, 0, 1, 0, 0);
    g.scale(canvas.width / 720, canvas.width / 720);  // draw in a 720-unit square
    const side = 720; const inner = side - MARGIN - 12; const cell = inner / map.size;
    const left = MARGIN; const top = 12;
    g.clearRect(0, 0, side, side);
    g.fillStyle = '#fff';
    g.fillRect(0, 0, side, side);
    $('#map-size').textContent = t('map_size', { n: map.size });
    const { grundy } = mapRequest();
    const data = map.data;
    mapLegend(data, grundy && data && Boolean(data.grundy));
    if (!data) return;
    const n = Math.min(map.size, data.size);
    // The cells are drawn once into an n x n image, then scaled without smoothing:
    // hovering redraws only the frame, even on a 512 x 512 board.
    const image = cellsImage(data, n, grundy && Boolean(data.grundy));
    g.imageSmoothingEnabled = false;
    const shown = inner * n / map.size;
    g.drawImage(image, 0, 0, n, n, left, top + inner - shown, shown, shown);
    if (cell >= 7) {
      g.strokeStyle = '#c8c8c8'; g.lineWidth = 1;
      g.beginPath();
      for (let i = 0; i <= n; i += 1) {
        g.moveTo(left + i * cell, top); g.lineTo(left + i * cell, top + inner);
        g.moveTo(left, top + i * cell); g.lineTo(left + inner, top + i * cell);
      }
      g.stroke();
    }
    // The Beatty lines y = phi x and y = x / phi, along which the P-positions lie of a game that
    // declares them, with its default rules (drawing only).
    if (linesShown()) {
      const phi = (1 + Math.sqrt(5)) / 2;
      g.save();
      g.beginPath(); g.rect(left, top, inner, inner); g.clip();
      g.strokeStyle = '#d94800'; g.lineWidth = cell >= 6 ? 3 : 1.2; g.globalAlpha = cell >= 6 ? 1 : 0.6;
      g.setLineDash(cell >= 6 ? [10, 7] : [4, 6]);
      const at = (x, y) => [left + (x + 0.5) * cell, top + (map.size - 0.5 - y) * cell];
      for (const slope of [phi, 1 / phi]) {
        g.beginPath(); g.moveTo(...at(0, 0)); g.lineTo(...at(map.size, map.size * slope)); g.stroke();
      }
      g.restore();
    }
    g.strokeStyle = '#000'; g.lineWidth = 2; g.setLineDash([]);
    g.strokeRect(left, top, inner, inner);
    // Axis labels.
    // The labels at least 12 CSS pixels high, however small the canvas is drawn (a phone).
    const labelSize = Math.max(18, Math.ceil((12 * side) / css));
    canvas.dataset.labelPx = String(Math.round((labelSize * css) / side));
    g.fillStyle = '#000'; g.font = `${labelSize}px sans-serif`; g.textAlign = 'center'; g.textBaseline = 'top';
    const step = [1, 2, 4, 5, 8, 10, 16, 20, 25, 32, 50, 64, 100].find((s) => map.size / s <= 12) || 128;
    for (let v = 0; v < map.size; v += step) {
      g.fillText(String(v), left + (v + 0.5) * cell, top + inner + 6);
      g.textAlign = 'right'; g.textBaseline = 'middle';
      g.fillText(String(v), left - 8, top + (map.size - 0.5 - v) * cell);
      g.textAlign = 'center'; g.textBaseline = 'top';
    }
    if (map.hover) {
      const [hx, hy] = map.hover;
      g.strokeStyle = '#d94800'; g.lineWidth = 3;
      g.strokeRect(left + hx * cell, top + (map.size - 1 - hy) * cell, cell, cell);
    }
  }

  const linesShown = () => {
    const info = games[$('#map-game').value];
    return $('#map-lines').checked && info && info.beatty && !Object.keys(readOptions($('#map-options'))).length;
  };

  // The legend under the map: what black and white mean, or the colour scale of the Grundy values.
  function mapLegend(data, grundy) {
    const box = $('#map-legend');
    const swatch = (cls, colour) => {
      const node = el('span', { class: 'swatch ' + cls });
      node.style.setProperty('background', colour);
      return node;
    };
    const items = [];
    if (grundy) {
      const n = Math.min(map.size, data.size);
      let top = 1;
      for (let x = 0; x < n; x += 1) for (let y = 0; y < n; y += 1) top = Math.max(top, data.grundy[x][y]);
      const bar = el('span', { class: 'bar' });
      const stops = STOPS.map(([f, c]) => `rgb(${c.join(',')}) ${Math.round(f * 100)}%`).join(', ');
      bar.style.setProperty('background', `linear-gradient(to right, ${stops})`);
      items.push(el('span', { 'data-legend': 'zero' }, swatch('zero', '#000'), t('legend_zero')),
        el('span', { class: 'ramp', 'data-legend': 'ramp', 'data-max': String(top) }, bar, t('legend_ramp', { max: top })));
    } else {
      items.push(el('span', { 'data-legend': 'P' }, swatch('P', '#000'), t('legend_p_swatch')),
        el('span', { 'data-legend': 'N' }, swatch('N', '#fff'), t('legend_n_swatch')));
    }
    if (linesShown()) items.push(el('span', { 'data-legend': 'lines', text: t('legend_lines', { s: '1.618' }) }));
    box.replaceChildren(...items);
  }

  // A light-to-dark blue-yellow scale close to cividis, readable in grey; G = 0 is black.
  const STOPS = [[0, [53, 69, 108]], [0.33, [102, 105, 112]], [0.66, [170, 160, 116]], [1, [254, 232, 56]]];
  function colourOf(f) {
    for (let i = 1; i < STOPS.length; i += 1) {
      if (f <= STOPS[i][0]) {
        const [f0, c0] = STOPS[i - 1]; const [f1, c1] = STOPS[i];
        const u = (f - f0) / (f1 - f0);
        return c0.map((c, j) => Math.round(c + u * (c1[j] - c)));
      }
    }
    return STOPS[STOPS.length - 1][1];
  }

  let cellsCache = { data: null, n: 0, grundy: false, canvas: null };
  function cellsImage(data, n, grundy) {
    const c = cellsCache;
    if (c.data === data && c.n === n && c.grundy === grundy) return c.canvas;
    const canvas = document.createElement('canvas');
    canvas.width = n; canvas.height = n;
    const g = canvas.getContext('2d');
    const img = g.createImageData(n, n);
    let maxG = 1;
    if (grundy) for (let x = 0; x < n; x += 1) for (let y = 0; y < n; y += 1) maxG = Math.max(maxG, data.grundy[x][y]);
    for (let x = 0; x < n; x += 1) {
      for (let y = 0; y < n; y += 1) {
        let rgb;
        if (grundy) {
          const v = data.grundy[x][y];
          rgb = v === 0 ? [0, 0, 0] : colourOf(v / maxG);
        } else {
          rgb = data.outcomes[x][y] === 'P' ? [0, 0, 0] : [255, 255, 255];
        }
        const at = ((n - 1 - y) * n + x) * 4;  // y grows upwards
        img.data[at] = rgb[0]; img.data[at + 1] = rgb[1]; img.data[at + 2] = rgb[2]; img.data[at + 3] = 255;
      }
    }
    g.putImageData(img, 0, 0);
    cellsCache = { data, n, grundy, canvas };
    return canvas;
  }

  function cellAt(event) {
    const canvas = $('#map');
    const rect = canvas.getBoundingClientRect();
    const scale = 720 / rect.width;
    const inner = 720 - MARGIN - 12; const cell = inner / map.size;
    const x = Math.floor(((event.clientX - rect.left) * scale - MARGIN) / cell);
    const y = map.size - 1 - Math.floor(((event.clientY - rect.top) * scale - 12) / cell);
    if (x < 0 || y < 0 || x >= map.size || y >= map.size) return null;
    return [x, y];
  }

  function hoverMap(event) {
    const at = cellAt(event);
    map.hover = at;
    const info = $('#map-info');
    if (!at || !map.data || at[0] >= map.data.size || at[1] >= map.data.size) { info.textContent = t('hover_help'); drawMap(); return; }
    const [x, y] = at;
    const outcome = map.data.outcomes[x][y];
    const parts = [`(x, y) = (${x}, ${y})`, outcome];
    if (map.data.grundy) parts.push(`G = ${map.data.grundy[x][y]}`);
    info.textContent = parts.join(' · ');
    drawMap();
  }

  function zoom(direction) {
    const { info, grundy } = mapRequest();
    const limit = grundy ? grundyLimit(info) : limits.board;
    let i = ZOOMS.indexOf(map.size);
    if (i < 0) i = ZOOMS.findIndex((z) => z >= map.size);
    i = Math.max(0, Math.min(ZOOMS.length - 1, i + direction));
    map.size = Math.min(ZOOMS[i], limit);
    map.hover = null;
    loadMap();
  }

  // ------------------------------------------------------------- analysis
  const analyse = counted('#an-result', async (event) => {
    if (event) event.preventDefault();
    const info = games[$('#an-game').value];
    const out = $('#an-result');
    const body = { game: info.name, options: readOptions($('#an-options')), tokens: tokens($('#an-position').value),
      grundy: $('#an-grundy').checked, lang };
    out.textContent = t('loading');
    try {
      showAnalysis(await api('/api/analyse', body));
    } catch (error) {
      out.replaceChildren(el('p', { class: 'error', text: error.message }));
    }
  });

  function showAnalysis(a) {
    const out = $('#an-result');
    const list = el('ol', { class: 'moves' });
    a.moves_described.forEach((d, i) => list.append(el('li', { class: 'num', text: `${d} → ${a.winning_positions_text[i]}` })));
    out.replaceChildren(...[
      el('p', { class: 'num' }, el('strong', { text: `${t('position')}: ` }), a.position_text),
      el('p', {}, el('strong', { text: `${t('outcome')}: ` }), el('span', { class: 'badge ' + a.outcome, text: a.outcome }),
        ' ', t('status_' + a.outcome)),
      a.grundy !== undefined && a.grundy !== null ? el('p', { class: 'num' }, el('strong', { text: `${t('grundy_value')}: ` }), String(a.grundy)) : null,
      el('p', {}, el('strong', { text: `${t('winning_moves')}: ` }), a.moves_described.length ? '' : t('none')),
      a.moves_described.length ? list : null,
      el('p', { class: 'explanation num' }, el('strong', { text: `${t('why')}: ` }), a.explanation),
    ].filter(Boolean));
    out.dataset.outcome = a.outcome;
  }

  // ---------------------------------------------------------------- Beatty
  const beatty = counted('#beatty', async (event) => {
    if (event) event.preventDefault();
    const start = $('#beatty-start').value.trim() || '0';
    const count = $('#beatty-count').value.trim() || '20';
    const a = $('#beatty-a').value.trim() || '1';
    const table = $('#beatty');
    try {
      const query = new URLSearchParams({ start, count, a });
      const data = await api(`/api/beatty?${query}`);
      const golden = String(data.a) === '1';
      const lower = golden ? 'a_k = ⌊kφ⌋' : 'A_k = ⌊kα⌋';
      const upper = golden ? 'b_k = ⌊kφ²⌋' : 'B_k = ⌊kβ⌋';
      const diff = golden ? 'b_k − a_k' : 'B_k − A_k';
      table.replaceChildren(
        el('thead', {}, el('tr', {}, el('th', { text: 'k' }), el('th', { text: lower }),
          el('th', { text: upper }), el('th', { text: diff }))),
        el('tbody', {}, ...data.rows.map((r) => el('tr', {},
          el('td', { class: 'num', text: String(r.k) }), el('td', { class: 'num', text: String(r.a) }),
          el('td', { class: 'num', text: String(r.b) }),
          el('td', { class: 'num', text: String(BigInt(r.b) - BigInt(r.a)) })))),
      );
      const ratios = golden ? `φ = ${data.alpha} ≈ ${data.alpha_decimal}`
        : `α = ${data.alpha} ≈ ${data.alpha_decimal}, β = ${data.beta} ≈ ${data.beta_decimal}`;
      const check = data.partition && data.partition.ok ? ' ' + t('complete', { n: data.partition.bound }) : '';
      $('#beatty-check').textContent = ratios + '.' + check;
    } catch (error) {
      table.replaceChildren();
      $('#beatty-check').replaceChildren(el('span', { class: 'error', text: error.message }));
    }
  });

  // ------------------------------------------------------------------ setup
  let limits = { board: 512, grundy_board: 256 };

  const VIEWS = ['play', 'explore', 'sieve'];
  let view = 'play';

  function showTab(name) {
    view = VIEWS.includes(name) ? name : 'play';
    for (const tab of VIEWS) {
      $('#' + tab).hidden = tab !== view;
      $('#tab-' + tab).setAttribute('aria-selected', String(tab === view));
    }
    if (view === 'explore') {
      if (!map.data) loadMap(); else drawMap();
      if (!$('#beatty').rows.length) beatty();
    }
    if (view === 'play') fitBoard();
    if (view === 'sieve') sieve.show();
    writeURL();
  }

  // ------------------------------------------------------------- the URL
  // The view, the game, its rules and the position are the page's query parameters, so a
  // teacher prepares positions as links and reloading keeps the game:
  // /?view=play&game=NAME&position=5,8&misere=true (rules by their option names).
  let urlReady = false;  // not before the page has read the URL it was opened with

  // A position as the URL writes it: a list of numbers or names joined by commas, else its JSON.
  const positionParam = (pos) => (Array.isArray(pos) && pos.every((v) => ['number', 'string'].includes(typeof v)
    && !String(v).includes(',')) ? pos.join(',') : JSON.stringify(pos));

  function writeURL() {
    if (!urlReady) return;
    const q = new URLSearchParams({ view });
    const put = (span, select) => {
      q.set('game', select.value);
      for (const [name, value] of Object.entries(readOptions(span))) q.set(name, String(value));
    };
    if (view === 'play') {
      put($('#play-options'), $('#play-game'));
      if (play.history.length && play.info && play.info.name === $('#play-game').value) q.set('position', positionParam(current()));
      const first = $('input[name="first"]:checked').value;
      if (first !== 'human') q.set('players', first);
    } else if (view === 'explore') {
      put($('#map-options'), $('#map-game'));
      q.set('show', $('#map-view').value);
      q.set('size', String(map.size));
    } else {
      put($('#sieve-options'), $('#sieve-game'));
      for (const [k, v] of Object.entries(sieve.params())) q.set(k, v);
    }
    const url = `${location.pathname}?${q}`;
    if (url !== location.pathname + location.search) history.replaceState(null, '', url);
  }

  // Set a view's game and options from the URL; the options not named keep their defaults.
  function readGame(q, select, span, after) {
    const name = q.get('game');
    if (name && games[name] && Array.from(select.options).some((o) => o.value === name)) {
      select.value = name;
      onGameChange(select, span, after);
    }
    for (const input of $$('[data-option]', span)) {
      const value = q.get(input.dataset.option);
      if (value === null) continue;
      if (input.dataset.kind === 'bool') input.checked = value === 'true' || value === '1';
      else input.value = value;
    }
  }

  // The start of the game the URL names: its position typed into the start box.
  function readURL() {
    const q = new URLSearchParams(location.search);
    const wanted = q.get('view') || (location.hash === '#explore' ? 'explore' : 'play');
    if (wanted === 'play') readGame(q, $('#play-game'), $('#play-options'));
    const pos = q.get('position');
    if (pos !== null && wanted === 'play') {
      $('#play-start').value = /^[[{]/.test(pos) ? pos : pos.split(',').join(' ');
    }
    const players = q.get('players');
    if (['human', 'computer', 'two'].includes(players)) $(`input[name="first"][value="${players}"]`).checked = true;
    if (wanted === 'explore') {
      readGame(q, $('#map-game'), $('#map-options'));
      if (['outcome', 'grundy'].includes(q.get('show'))) $('#map-view').value = q.get('show');
      const size = Number(q.get('size'));
      if (ZOOMS.includes(size)) map.size = size;
    }
    if (wanted === 'sieve') {
      readGame(q, $('#sieve-game'), $('#sieve-options'));
      sieve.read(q);
    }
    return wanted;
  }

  function onGameChange(select, span, after) {
    const info = games[select.value];
    if (info) buildOptions(span, info);
    if (after) after(info);
  }

  // Large type for a projector, kept across visits.
  function setPresent(on) {
    document.documentElement.classList.toggle('present', on);
    $('#present').setAttribute('aria-pressed', String(on));
    localStorage.setItem('grundy-present', on ? '1' : '');
    relayout();
  }

  // The header's height, which the one-screen views leave to the window.
  function relayout() {
    document.documentElement.style.setProperty('--top', `${$('.top').offsetHeight}px`);
    if (view === 'play') fitBoard();
    if (view === 'explore') drawMap();
    if (view === 'sieve') sieve.draw();
  }

  let sieve;

  async function main() {
    const data = await api('/api/games');
    for (const info of data.games) games[info.name] = info;
    limits = data.limits;
    fillGames($('#play-game'));
    fillGames($('#an-game'));
    fillGames($('#map-game'), (info) => info.pile_map);
    fillGames($('#sieve-game'), (info) => info.pile_map);
    onGameChange($('#play-game'), $('#play-options'));
    onGameChange($('#an-game'), $('#an-options'));
    onGameChange($('#map-game'), $('#map-options'));
    onGameChange($('#sieve-game'), $('#sieve-options'));
    sieve = sieveView({ $, $$, el, svg, api, t, games, counted, readOptions, showProgress,
      onGameChange, lang: () => lang, changed: () => writeURL() });
    const wanted = readURL();
    applyLanguage();
    if (localStorage.getItem('grundy-present')) setPresent(true);
    relayout();

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
    for (const tab of VIEWS) $('#tab-' + tab).addEventListener('click', () => showTab(tab));
    $('#present').addEventListener('click', action(() => setPresent(!document.documentElement.classList.contains('present'))));
    $('#lang').addEventListener('click', action(async () => {
      lang = lang === 'zh' ? 'en' : 'zh';
      localStorage.setItem('grundy-lang', lang);
      applyLanguage();
      relayout();
      if (play.info && play.history.length && !play.busy) { try { await refresh(); } catch (e) { say(e.message, 'error'); } }
      if (!$('#explore').hidden) { drawMap(); if ($('#an-result').dataset.outcome) await analyse(); }
      if (!$('#sieve').hidden) sieve.draw();
    }));

    $('#map-game').addEventListener('change', () => { onGameChange($('#map-game'), $('#map-options')); loadMap(); });
    $('#map-options').addEventListener('change', loadMap);
    $('#map-view').addEventListener('change', loadMap);
    $('#map-lines').addEventListener('change', drawMap);
    $('#map-form').addEventListener('submit', (event) => { event.preventDefault(); loadMap(); });
    $('#zoom-in').addEventListener('click', () => zoom(-1));
    $('#zoom-out').addEventListener('click', () => zoom(1));
    const canvas = $('#map');
    canvas.addEventListener('mousemove', hoverMap);
    canvas.addEventListener('mouseleave', () => { map.hover = null; drawMap(); });
    canvas.addEventListener('wheel', (event) => { event.preventDefault(); zoom(event.deltaY < 0 ? -1 : 1); }, { passive: false });
    canvas.addEventListener('click', (event) => {
      const at = cellAt(event);
      if (!at) return;
      $('#an-game').value = $('#map-game').value;
      onGameChange($('#an-game'), $('#an-options'));
      for (const input of $$('[data-option]', $('#map-options'))) {
        const twin = $(`[data-option="${input.dataset.option}"]`, $('#an-options'));
        if (twin) { if (input.type === 'checkbox') twin.checked = input.checked; else twin.value = input.value; }
      }
      $('#an-position').value = `${at[0]} ${at[1]}`;
      analyse();
    });
    window.addEventListener('resize', relayout);
    $('#an-game').addEventListener('change', () => onGameChange($('#an-game'), $('#an-options')));
    $('#analyse-form').addEventListener('submit', analyse);
    $('#beatty-form').addEventListener('submit', beatty);

    $('#map-view').addEventListener('change', () => writeURL());
    await action(newGame)();  // counted: a script that opens a link waits for its game
    urlReady = true;
    showTab(wanted);
    document.body.dataset.ready = 'true';
  }

  main().catch((error) => say(error.message, 'error'));
})();
