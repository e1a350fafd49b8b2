/* The "Step by step" view: how the P-positions of a two-pile game are found, one step at a time.
 *
 * The server gives the steps (POST /api/sieve), computed from the game's own moves: each step
 * marks the first cell not crossed out as a P-position and crosses out, as N-positions, the cells
 * that reach it in one move.  For Grundy values, each step is one cell: the cells it can move to,
 * their values, and their mex.  This module only draws the steps and plays them.
 *
 * A game drawn on a board of squares is sieved on its own board (POST /api/square-sieve): each
 * square is the position of a lone piece, visited nearest the goal first.  A take-away game of
 * one heap is sieved on a line of heaps 0, 1, 2, ... in rows of ten (POST /api/line-sieve), so
 * that its period shows as columns.  A game decided by its piles' binary columns (info.columns)
 * has them worked by hand, one step at a time (POST /api/columns, drawn by columns.js):
 * the piles in binary, the 1s of each column, their parities or remainders, the move.
 *
 * What a step did is marked in saturated colours with a pattern as well (hatched: crossed out
 * by the newest P-position; dotted: the cells a mex reads); the legend's swatches are drawn
 * with the very classes of the cells.  The arrow keys on the grid step back and forward.
 *
 * #sieve counts on data-done each load and each step drawn; data-step and data-steps say where
 * the steps are; each cell of the grid carries data-x, data-y and data-state (P, N or empty).
 */
import { api } from './api.js';
import { columnsLegend, columnsTable, fetchColumns, fitColumns, shownBy } from './columns.js';
import { $, counted, el, finished, showProgress, svg } from './dom.js';
import { games, lined, mapped, onGameChange, readOptions } from './games.js';
import { lang, t } from './texts.js';

const LINE = 40;  // the heaps of a line: four rows of ten

// page.changed(): the view has changed what the URL says of it.
export function sieveView(page) {
  // explicit: the view shown was chosen (by the URL or a click), not the game's first one.
  const state = { data: null, key: '', step: 0, timer: null, wanted: null, ticket: 0, shown: false, explicit: false };
  const grundy = () => $('#sieve-view').value === 'grundy';
  const columnsShown = () => $('#sieve-view').value === 'columns';

  // The views the game offers; a game decided by its binary columns shows them first.
  function offerViews(info) {
    const select = $('#sieve-view');
    const sieved = mapped(info) || lined(info);
    const allowed = { outcome: sieved, grundy: sieved, columns: Boolean(info.columns) };
    for (const option of select.options) {
      option.hidden = !allowed[option.value];
      option.disabled = !allowed[option.value];
    }
    if (!allowed[select.value] || !state.explicit) select.value = info.columns ? 'columns' : 'outcome';
  }
  const total = () => (!state.data ? 0 : (state.data.mex || state.data.steps).length);

  const load = counted('#sieve', async () => {
    stop();
    const info = games[$('#sieve-game').value];
    if (!info) return;
    offerViews(info);
    const size = Number($('#sieve-size').value);
    const squares = info.board === 'square';
    const line = !info.pile_map && !squares;
    const columns = columnsShown();
    $('#sieve-size-label').hidden = squares || line || columns;
    $('#sieve-position-label').hidden = !columns;
    $('#sieve-grid').hidden = columns;
    $('#sieve-columns').hidden = !columns;
    const body = { game: info.name, options: readOptions($('#sieve-options')), grundy: grundy() };
    if (!squares) body.size = line ? LINE : size;
    // The columns are asked for in the page's language, for the position typed.
    const keyNow = () => JSON.stringify(columns ? { ...body, position: $('#sieve-position').value.trim(), lang } : body);
    if (state.data && state.key === keyNow()) { draw(); return; }
    const ticket = ++state.ticket;
    const progress = $('#sieve-progress');
    showProgress(progress, columns ? t('loading') : t('computing', { what: t('sieve_what', { n: size }) }));
    try {
      const data = columns ? await fetchColumns(info, body.options, $('#sieve-position'))
        : await api(squares ? '/api/square-sieve' : line ? '/api/line-sieve' : '/api/sieve', body);
      if (ticket !== state.ticket) return;
      Object.assign(state, { data, key: keyNow() });
      const step = state.wanted === null ? 0 : state.wanted;
      state.wanted = null;
      state.step = Math.max(0, Math.min(step, total()));
      showProgress(progress, null);
    } catch (error) {
      if (ticket !== state.ticket) return;
      Object.assign(state, { data: null, key: '', step: 0 });
      showProgress(progress, t('failed', { error: error.message }), true);
    }
    draw();
    page.changed();
  });

  // What the grid shows after `step` steps: each cell's state, and what the last step did.
  function marks(step) {
    const { data } = state;
    const cells = new Map();  // "x,y" -> 'P' | 'N' | a Grundy value
    const fresh = new Set();
    const id = (c) => `${c[0]},${c[1]}`;
    let last = null;
    if (data.mex) {
      for (let i = 0; i < step; i += 1) cells.set(id(data.mex[i].cell), data.mex[i].value);
      last = step ? data.mex[step - 1] : null;
    } else {
      for (let i = 0; i < step; i += 1) {
        const s = data.steps[i];
        if (s.p) cells.set(id(s.p), 'P');
        for (const c of s.crossed) cells.set(id(c), 'N');
      }
      last = step ? data.steps[step - 1] : null;
      if (last) {
        if (last.p) fresh.add(id(last.p));
        for (const c of last.crossed) fresh.add(id(c));
      }
    }
    return { cells, fresh, last, id };
  }

  function draw() {
    const grid = $('#sieve-grid');
    const { data } = state;
    $('#sieve').dataset.step = String(state.step);
    $('#sieve').dataset.steps = String(total());
    $('#sieve-play').textContent = state.timer ? '❚❚' : '▶';
    for (const [id, name] of [['#sieve-play', state.timer ? 'pause_steps' : 'play_steps']]) {
      $(id).title = t(name); $(id).setAttribute('aria-label', t(name));
    }
    legend();
    if (!data) {
      grid.replaceChildren(); $('#sieve-columns').replaceChildren();
      $('#sieve-counter').textContent = ''; $('#sieve-explain').textContent = ''; return;
    }
    if (data.modulus) { drawColumns(); return; }
    const n = data.size;
    const cols = data.columns || n; const rows = data.rows || n;
    grid.style.setProperty('--n', String(n));
    const { cells, fresh, last, id } = marks(state.step);
    const box = svg('svg', { viewBox: `-1.1 -0.2 ${cols + 1.3} ${rows + 1.3}`, role: 'img',
      'aria-label': t('step_told', { step: t('step_of', { i: state.step, n: total() }), what: explain(last, cells) }) });
    grid.style.setProperty('--aspect', `${cols + 1.3} / ${rows + 1.3}`);
    const Y = (y) => (data.top_down ? y : rows - 1 - y);  // a line of heaps reads from the top
    const goals = new Set((data.goals || []).map(id));
    const options = new Set(data.mex && last ? last.options.map(id) : []);
    // Numbers in the cells when a cell is large enough to read them.
    const side = grid.clientWidth || grid.clientHeight || 400;
    const numbers = side / (n + 1.3) >= 18;
    for (let x = 0; x < cols; x += 1) {
      for (let y = 0; y < rows; y += 1) {
        const k = `${x},${y}`;
        if (data.names && !data.names[y][x]) continue;  // past the last heap of the line
        const value = cells.get(k);
        const classes = ['cell'];
        let stateName = '';
        if (data.mex) {
          if (value !== undefined) stateName = value === 0 ? 'P' : 'N';
          if (last && k === id(last.cell)) classes.push('current');
          else if (options.has(k)) classes.push('option');
          else if (value === 0) classes.push('P');  // drawn black, its 0 in white
        } else if (value) {
          stateName = value;
          classes.push(value);
          if (fresh.has(k)) classes.push('fresh');
        }
        if (goals.has(k)) classes.push('goal');
        const rect = svg('rect', { class: classes.join(' '), x, y: Y(y), width: 1, height: 1,
          'data-x': x, 'data-y': y, 'data-state': stateName });
        if (data.mex && value !== undefined) rect.dataset.value = String(value);
        const title = svg('title');
        title.textContent = `${cellText([x, y])}${data.mex && value !== undefined ? ` G = ${value}` : stateName ? ` ${stateName}` : ''}`;
        rect.append(title);
        box.append(rect);
        // The pattern over the colour: hatched for what the newest step crossed out, dotted for a mex's cells.
        if (classes.includes('fresh') && !classes.includes('P')) {
          box.append(svg('rect', { class: 'hatch-over', x, y: Y(y), width: 1, height: 1 }));
        }
        if (classes.includes('option')) box.append(svg('rect', { class: 'dots-over', x, y: Y(y), width: 1, height: 1 }));
        if (!data.mex && value === 'N') {
          box.append(svg('path', { class: 'cross', d: `M${x + 0.25} ${Y(y) + 0.25}l0.5 0.5m0 -0.5l-0.5 0.5` }));
        }
        if (data.mex && value !== undefined && numbers) {
          const tone = classes.includes('current') ? ' on-fresh' : classes.includes('option') ? ' on-option'
            : classes.includes('P') ? ' light' : '';
          const text = svg('text', { class: 'value' + tone, x: x + 0.5, y: Y(y) + 0.5 });
          text.textContent = String(value);
          box.append(text);
        }
      }
    }
    if (last && data.mex) {
      box.append(svg('rect', { class: 'frame', x: last.cell[0], y: Y(last.cell[1]), width: 1, height: 1 }));
    }
    // The Beatty lines of the rules, drawn as far as the P-positions found so far.
    if (!data.mex && data.slopes.length) {
      const found = data.steps.slice(0, state.step).filter((s) => s.p);
      const reach = Math.max(0, ...found.map((s) => Math.max(s.p[0], s.p[1])));
      for (const text of data.slopes) {
        const s = Number(text);  // drawing only
        for (const slope of [s, 1 / s]) {
          const x2 = Math.min(reach, reach / slope);
          if (x2 <= 0) continue;
          box.append(svg('line', { class: 'beatty-line', x1: 0.5, y1: Y(0) + 0.5, x2: x2 + 0.5, y2: Y(x2 * slope) + 0.5 }));
        }
      }
    }
    // The axes: the board's own labels, or the pile sizes.
    const step = data.column_labels ? 1 : Math.max(1, Math.ceil(n / 12));
    for (let v = 0; v < cols; v += step) {
      const below = svg('text', { class: 'axis', x: v + 0.5, y: rows + 0.45, 'aria-hidden': 'true' });
      below.textContent = data.column_labels ? data.column_labels[v] : String(v);
      box.append(below);
    }
    for (let v = 0; v < rows; v += step) {
      const beside = svg('text', { class: 'axis', x: -0.55, y: Y(v) + 0.5, 'aria-hidden': 'true' });
      beside.textContent = data.row_labels ? data.row_labels[v] : String(v);
      box.append(beside);
    }
    grid.replaceChildren(box);
    $('#sieve-counter').textContent = t('step_of', { i: state.step, n: total() });
    $('#sieve-explain').textContent = explain(last, cells);
    pairs();
  }

  // The binary columns as far as the steps shown, the step in words, the winning moves once found.
  function drawColumns() {
    const { data } = state;
    const box = $('#sieve-columns');
    const shown = shownBy(data, state.step);
    box.replaceChildren(...columnsTable(data, shown));
    fitColumns(box);
    const counter = t('step_of', { i: state.step, n: total() });
    box.setAttribute('aria-label', t('labelled', { label: t('columns_grid_label'), text: counter }));
    $('#sieve-counter').textContent = counter;
    $('#sieve-explain').textContent = state.step ? data.steps[state.step - 1].text
      : t('columns_start', { piles: data.piles.join(lang === 'zh' ? '、' : ', ') });
    $('#sieve-pairs-title').textContent = t('winning_moves');
    const decided = shown.has('verdict') || shown.has('move');
    $('#sieve-pairs').textContent = !decided ? '' : data.moves_described.length ? data.moves_described.join('; ') : t('none');
  }

  // The texts of the view's kind: a map of positions, a board of squares (sq_), a line of heaps (line_).
  const kind = (name) => {
    if (!state.data || !state.data.names) return name;
    const prefix = state.data.top_down ? 'line_' : 'sq_';
    return { sieve_start: prefix + 'start', sieve_step: prefix + 'step', sieve_done: prefix + 'done',
      mex_step: prefix + 'mex_step', mex_none: prefix + 'mex_none', pairs_found: prefix + 'pairs' }[name] || name;
  };

  // A cell as the view names it: (x, y), or the square's name on a board of squares.
  const cellText = (c) => (state.data && state.data.names ? state.data.names[c[1]][c[0]] : `(${c[0]}, ${c[1]})`);

  function explain(last, cells) {
    const { data } = state;
    if (data.mex) {
      if (!last) return t('mex_start');
      const [x, y] = last.cell;
      const name = cellText(last.cell);
      if (!last.options.length) return t(kind('mex_none'), { x, y, name });
      // The set of the values it can move to, smallest first: the mex is the first one missing.
      const values = Array.from(new Set(last.values)).sort((a, b) => a - b);
      return t(kind('mex_step'), { x, y, name, values: values.join(', '), value: last.value, n: last.options.length });
    }
    if (!last) return t(kind('sieve_start'));
    if (state.step === total()) {
      return t(kind('sieve_done'), { p: Array.from(cells.values()).filter((v) => v === 'P').length });
    }
    if (!last.p) return t('sieve_misere', { cells: last.crossed.map(cellText).join(', ') });
    if (data.names) return t(kind('sieve_step'), { name: cellText(last.p), n: last.crossed.length });
    return t('sieve_step', { x: last.p[0], y: last.p[1], n: last.crossed.length });
  }

  // The pairs (a_k, b_k) found so far: the P-positions with x <= y (their mirrors are P too).
  function pairs() {
    const { data } = state;
    const out = $('#sieve-pairs');
    if (data.mex) {
      $('#sieve-pairs-title').textContent = t('values_found');
      const g = (c) => (data.names ? `G(${cellText(c)})` : `G${cellText(c)}`);
      out.textContent = data.mex.slice(0, state.step).map((s) => `${g(s.cell)} = ${s.value}`).slice(-8).join(', ');
      return;
    }
    $('#sieve-pairs-title').innerHTML = t(kind('pairs_found'));
    // Two piles: the pairs with x <= y (their mirrors are P too); a board: every safe square.
    const found = data.steps.slice(0, state.step).filter((s) => s.p && (data.names || s.p[0] <= s.p[1]));
    out.textContent = found.map((s) => cellText(s.p)).join(', ');
  }

  // The hatching and the dots that mark a step's cells as well as their colour: defined once,
  // in an SVG of their own, for the grid and the legend alike.
  function patterns() {
    const defs = svg('defs');
    const hatch = svg('pattern', { id: 'hatch', width: 0.25, height: 0.25, patternUnits: 'userSpaceOnUse',
      patternTransform: 'rotate(45)' });
    hatch.append(svg('line', { class: 'hatch-line', x1: 0, y1: 0, x2: 0, y2: 0.25 }));
    const dots = svg('pattern', { id: 'dots', width: 0.34, height: 0.34, patternUnits: 'userSpaceOnUse' });
    dots.append(svg('circle', { class: 'dot', cx: 0.17, cy: 0.17, r: 0.055 }));
    defs.append(hatch, dots);
    const holder = svg('svg', { width: 0, height: 0, 'aria-hidden': 'true', class: 'patterns' });
    holder.append(defs);
    return holder;
  }
  document.body.append(patterns());

  // Each swatch is a cell drawn with the cells' own classes (and pattern), so it looks the same.
  function legend() {
    const item = (classes, text, overlay, cross) => {
      const box = svg('svg', { class: 'swatch', viewBox: '0 0 1 1', 'aria-hidden': 'true' });
      box.append(svg('rect', { class: classes, x: 0, y: 0, width: 1, height: 1, 'data-swatch': classes }));
      if (overlay) box.append(svg('rect', { class: overlay, x: 0, y: 0, width: 1, height: 1 }));
      if (cross) box.append(svg('path', { class: 'cross', d: 'M0.25 0.25l0.5 0.5m0 -0.5l-0.5 0.5' }));
      return el('span', {}, box, text);
    };
    if (columnsShown()) {
      $('#sieve-legend').replaceChildren(...(state.data && state.data.modulus ? columnsLegend(state.data) : []));
      return;
    }
    const items = grundy()
      ? [item('cell current', t('mex_legend_cell')), item('cell option', t('mex_legend_option'), 'dots-over'),
        item('cell P', t('legend_zero'))]
      : [item('cell P', t('sieve_legend_p')), item('cell N fresh', t('sieve_legend_new'), 'hatch-over', true),
        item('cell N', t('sieve_legend_n'), null, true), item('cell', t('sieve_legend_open'))];
    $('#sieve-legend').replaceChildren(...items);
  }

  const go = (step) => {
    state.step = Math.max(0, Math.min(step, total()));
    draw();
    finished('#sieve');
    page.changed();
  };

  function stop() {
    if (state.timer) clearTimeout(state.timer);
    state.timer = null;
  }

  function tick() {
    if (state.step >= total()) { stop(); draw(); return; }
    go(state.step + 1);
    const speed = Number($('#sieve-speed').value) || 4;
    state.timer = setTimeout(tick, 1600 / speed);
  }

  $('#sieve-first').addEventListener('click', () => { stop(); go(0); });
  $('#sieve-back').addEventListener('click', () => { stop(); go(state.step - 1); });
  $('#sieve-forward').addEventListener('click', () => { stop(); go(state.step + 1); });
  $('#sieve-last').addEventListener('click', () => { stop(); go(total()); });
  $('#sieve-play').addEventListener('click', () => {
    if (state.timer) { stop(); draw(); finished('#sieve'); return; }
    if (state.step >= total()) state.step = 0;
    tick();
  });
  // The keyboard on the grid: the arrow keys step back and forward, Home and End go to the ends.
  const keys = (event) => {
    const to = { ArrowRight: state.step + 1, ArrowDown: state.step + 1, ArrowLeft: state.step - 1, ArrowUp: state.step - 1,
      Home: 0, End: total() }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    stop();
    go(to);
  };
  $('#sieve-grid').addEventListener('keydown', keys);
  $('#sieve-columns').addEventListener('keydown', keys);
  $('#sieve-game').addEventListener('change', () => {
    onGameChange($('#sieve-game'), $('#sieve-options'));
    state.explicit = false;
    $('#sieve-position').value = '';
    load();
  });
  $('#sieve-view').addEventListener('change', () => { state.explicit = true; load(); });
  for (const id of ['#sieve-options', '#sieve-size', '#sieve-position']) $(id).addEventListener('change', () => load());
  $('#sieve-form').addEventListener('submit', (event) => { event.preventDefault(); load(); });

  return {
    show() { if (!state.data || !state.shown) { state.shown = true; load(); } else draw(); },
    draw() { if (!$('#sieve').hidden) draw(); },
    // The page now speaks another language: the columns' steps are asked for again in it.
    relabel() { if (columnsShown() && state.data) { state.wanted = state.step; load(); } else if (!$('#sieve').hidden) draw(); },
    // The URL's part of this view, and reading it back.
    params: () => (columnsShown()
      ? { show: 'columns', position: $('#sieve-position').value.trim().split(/[\s,]+/).join(','), step: String(state.step) }
      : { show: $('#sieve-view').value, size: $('#sieve-size').value, step: String(state.step) }),
    read(q) {
      state.explicit = ['outcome', 'grundy', 'columns'].includes(q.get('show'));
      if (state.explicit) $('#sieve-view').value = q.get('show');
      if (q.get('position') !== null) $('#sieve-position').value = q.get('position').split(',').join(' ');
      if (Array.from($('#sieve-size').options).some((o) => o.value === q.get('size'))) $('#sieve-size').value = q.get('size');
      const step = Number(q.get('step'));
      if (Number.isInteger(step) && step >= 0) state.wanted = step;
    },
  };
}
