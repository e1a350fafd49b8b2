/* The map of positions (the "Explore" view): the positions (x, y) of a two-pile game drawn on a
 * canvas, black for the P-positions (or coloured by Grundy value), with the Beatty lines of a
 * game that declares them.  Zoom with the buttons or the wheel; point at a square to read it,
 * click it to analyse it (page.pick); the arrow keys move the frame and Enter analyses.  The
 * board comes from POST /api/board; a game drawn on a board of squares is shown on its own
 * board (POST /api/square-board): a black stone on each safe square of a lone piece.  A game
 * decided by its piles' binary columns (info.columns) shows instead the
 * columns of a position, worked by hand, and the steps in words (columns.js).
 * The colours are the stylesheet's colour roles, read from the page.
 *
 * #map counts on data-done each load (see dom.js); data-label-px says how large its labels are.
 */
import { api } from './api.js';
import { columnsLegend, columnsTable, fetchColumns, fitColumns, shownBy } from './columns.js';
import { $, counted, el, key, showProgress, wide } from './dom.js';
import { games, limits, onGameChange, readOptions } from './games.js';
import { t } from './texts.js';

const ZOOMS = [8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384, 512];

// page.changed(): the view has changed what the URL says of it; page.pick([x, y]): a square clicked.
export function mapView(page) {
  const map = { size: 24, data: null, dataKey: '', hover: null, loading: false, ticket: 0 };

  function mapRequest() {
    const info = games[$('#map-game').value];
    const grundy = $('#map-view').value === 'grundy';
    return { info, grundy, options: readOptions($('#map-options')), squares: Boolean(info && info.board === 'square'),
      columns: Boolean(info && info.columns) };
  }

  // The map, or the binary columns of a position: the controls of the one shown.
  function setMode(columns) {
    for (const id of ['#map', '#map-view-label', '#map-lines-label', '#map-info']) $(id).hidden = columns;
    for (const id of ['#map-columns', '#map-steps', '#map-position-label']) $(id).hidden = !columns;
    $('.zoom').hidden = columns || $('.zoom').hidden;
    $('.map-panel').classList.toggle('columns-mode', columns);  // the table and its steps take the width
    $('#map-title').dataset.i18n = columns ? 'columns_title' : 'map_title';
    $('#map-title').textContent = t($('#map-title').dataset.i18n);
  }

  const grundyLimit = () => limits.grundy_board;

  const loadMap = counted('#map', async () => {
    const { info, grundy, options, squares, columns } = mapRequest();
    if (!info) return;
    $('.zoom').hidden = squares;
    setMode(columns);
    if (columns) { await loadColumns(info, options); return; }
    if (squares) { await loadSquares(info, options, grundy); return; }
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
    page.changed();
  });

  // A board of squares: every square at once (the board's own size), its outcome and Grundy value.
  async function loadSquares(info, options, grundy) {
    const wanted = key([info.name, options, grundy, 'squares']);
    if (map.data && map.dataKey === wanted) { drawMap(); return; }
    const ticket = ++map.ticket;
    showProgress($('#map-progress'), t('computing', { what: t('map_board_label') }));
    let failure = null;
    try {
      const data = await api('/api/square-board', { game: info.name, options, grundy });
      if (ticket !== map.ticket) return;
      Object.assign(map, { data, noGrundy: false, dataKey: wanted, size: data.size });
      $('#map-info').textContent = t('hover_help');
    } catch (error) {
      if (ticket !== map.ticket) return;
      failure = error;
      map.data = null;
      $('#map-info').replaceChildren(el('span', { class: 'error', text: error.message }));
    }
    showProgress($('#map-progress'), failure && t('failed', { error: failure.message }), Boolean(failure));
    drawMap();
    page.changed();
  }

  // The binary columns of the position typed (in the page's language): every step at once.
  async function loadColumns(info, options) {
    const ticket = ++map.ticket;
    let failure = null;
    try {
      const data = await fetchColumns(info, options, $('#map-position'));
      if (ticket !== map.ticket) return;
      Object.assign(map, { data, dataKey: key([info.name, options, 'columns']) });
    } catch (error) {
      if (ticket !== map.ticket) return;
      failure = error;
      map.data = null;
    }
    showProgress($('#map-progress'), failure && t('failed', { error: failure.message }), Boolean(failure));
    drawMap();
    page.changed();
  }

  function drawColumns() {
    const box = $('#map-columns');
    const data = map.data && map.data.steps ? map.data : null;
    if (!data) { box.replaceChildren(); $('#map-steps').replaceChildren(); $('#map-legend').replaceChildren(); return; }
    box.replaceChildren(...columnsTable(data, shownBy(data, data.steps.length)));
    $('#map-steps').replaceChildren(...data.steps.map((s) => el('li', { 'data-shows': s.shows, text: s.text })));
    $('#map-legend').replaceChildren(...columnsLegend(data));
    // On a wide screen the table takes the room the map would have, leaving some for the steps.
    if (wide.matches && !$('#explore').hidden) {
      const top = box.getBoundingClientRect().top + window.scrollY;
      box.style.setProperty('height', `${Math.max(220, Math.floor((window.innerHeight - top) * 0.62))}px`);
      fitColumns(box);
      box.style.removeProperty('height');  // as tall as the table at that size: the steps follow it
    } else {
      box.style.removeProperty('height');
      fitColumns(box);
    }
  }

  // The stylesheet's colour roles, as the canvas draws them.
  function colours() {
    const style = getComputedStyle(document.documentElement);
    const read = (name) => style.getPropertyValue(name).trim();
    const rgb = (name) => {
      const probe = document.createElement('canvas').getContext('2d');
      probe.fillStyle = read(name);
      const hex = probe.fillStyle;  // normalised to #rrggbb
      return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    };
    return { p: rgb('--p-cell'), open: rgb('--open-cell'), ink: read('--ink'), paper: read('--paper'),
      line: read('--cell-line'), fresh: read('--fresh'), wood: read('--wood'), focus: read('--focus') };
  }

  const MARGIN = 54;  // the room left of the squares for the labels; 12 above and to the right

  // On a wide screen the map is as large as the window leaves above its legend.
  function sizeMap(canvas) {
    if (!wide.matches || $('#explore').hidden) { canvas.style.removeProperty('width'); return; }
    const top = canvas.getBoundingClientRect().top + window.scrollY;
    const beside = $('#map-legend').getBoundingClientRect().right <= canvas.parentElement.getBoundingClientRect().left;
    const room = window.innerHeight - top - (beside ? 0 : Math.max(56, $('#map-legend').offsetHeight)) - 24;
    // In projector mode the map takes all the height there is (its panel grows to hold it).
    const present = document.documentElement.classList.contains('present');
    const across = present ? window.innerWidth * 0.6 : Math.min(canvas.parentElement.clientWidth, 720);
    const width = Math.max(300, Math.min(across, room));
    canvas.style.setProperty('width', `${Math.floor(width)}px`);
  }

  function drawMap() {
    if (mapRequest().columns) { drawColumns(); return; }
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
    const c = colours();
    g.clearRect(0, 0, side, side);
    g.fillStyle = c.paper;
    g.fillRect(0, 0, side, side);
    if (map.data && map.data.column_labels) { drawSquares(g, canvas, c); return; }
    $('#map-size').textContent = t('map_size', { n: map.size });
    const { grundy } = mapRequest();
    const data = map.data;
    mapLegend(data, grundy && data && Boolean(data.grundy));
    if (!data) return;
    const n = Math.min(map.size, data.size);
    // The cells are drawn once into an n x n image, then scaled without smoothing:
    // hovering redraws only the frame, even on a 512 x 512 board.
    const image = cellsImage(data, n, grundy && Boolean(data.grundy), c);
    g.imageSmoothingEnabled = false;
    const shown = inner * n / map.size;
    g.drawImage(image, 0, 0, n, n, left, top + inner - shown, shown, shown);
    if (cell >= 7) {
      g.strokeStyle = c.line; g.lineWidth = 1;
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
      g.strokeStyle = c.fresh; g.lineWidth = cell >= 6 ? 3 : 1.2; g.globalAlpha = cell >= 6 ? 1 : 0.6;
      g.setLineDash(cell >= 6 ? [10, 7] : [4, 6]);
      const at = (x, y) => [left + (x + 0.5) * cell, top + (map.size - 0.5 - y) * cell];
      for (const slope of [phi, 1 / phi]) {
        g.beginPath(); g.moveTo(...at(0, 0)); g.lineTo(...at(map.size, map.size * slope)); g.stroke();
      }
      g.restore();
    }
    g.strokeStyle = c.ink; g.lineWidth = 2; g.setLineDash([]);
    g.strokeRect(left, top, inner, inner);
    // Axis labels.
    // The labels at least 12 CSS pixels high, however small the canvas is drawn (a phone).
    const labelSize = Math.max(18, Math.ceil((12 * side) / css));
    canvas.dataset.labelPx = String(Math.round((labelSize * css) / side));
    g.fillStyle = c.ink; g.font = `${labelSize}px sans-serif`; g.textAlign = 'center'; g.textBaseline = 'top';
    const step = [1, 2, 4, 5, 8, 10, 16, 20, 25, 32, 50, 64, 100].find((s) => map.size / s <= 12) || 128;
    for (let v = 0; v < map.size; v += step) {
      g.fillText(String(v), left + (v + 0.5) * cell, top + inner + 6);
      g.textAlign = 'right'; g.textBaseline = 'middle';
      g.fillText(String(v), left - 8, top + (map.size - 0.5 - v) * cell);
      g.textAlign = 'center'; g.textBaseline = 'top';
    }
    if (map.hover) {
      const [hx, hy] = map.hover;
      g.strokeStyle = c.focus; g.lineWidth = 4;
      g.strokeRect(left + hx * cell, top + (map.size - 1 - hy) * cell, cell, cell);
    }
  }

  // A board of squares, drawn as the Play view draws it: the wood, the lines, the labels; a
  // black stone on each safe square (or each square's Grundy value); the goal framed.
  function drawSquares(g, canvas, c) {
    const data = map.data;
    const { grundy } = mapRequest();
    const n = data.size; const inner = 720 - MARGIN - 12; const cell = inner / n;
    const left = MARGIN; const top = 12;
    const at = (x, y) => [left + (x + 0.5) * cell, top + (n - 0.5 - y) * cell];
    g.fillStyle = c.wood;
    g.fillRect(left - 6, top - 6, data.columns * cell + 12, data.rows * cell + 12);
    g.strokeStyle = '#000'; g.lineWidth = 1.5;
    g.beginPath();
    for (let x = 0; x < data.columns; x += 1) { g.moveTo(...at(x, 0)); g.lineTo(...at(x, data.rows - 1)); }
    for (let y = 0; y < data.rows; y += 1) { g.moveTo(...at(0, y)); g.lineTo(...at(data.columns - 1, y)); }
    g.stroke();
    const shown = grundy && data.grundy;
    mapLegend(data, false, true);
    for (let x = 0; x < data.columns; x += 1) {
      for (let y = 0; y < data.rows; y += 1) {
        const [cx, cy] = at(x, y);
        if (shown) {
          const v = data.grundy[x][y];
          g.fillStyle = v === 0 ? '#000' : '#fff';
          g.beginPath(); g.arc(cx, cy, cell * 0.42, 0, 2 * Math.PI); g.fill();
          g.strokeStyle = '#000'; g.lineWidth = 1; g.stroke();
          g.fillStyle = v === 0 ? '#fff' : '#000';
          g.font = `700 ${Math.round(cell * 0.45)}px sans-serif`; g.textAlign = 'center'; g.textBaseline = 'middle';
          g.fillText(String(v), cx, cy + 1);
        } else if (data.outcomes[x][y] === 'P') {
          g.fillStyle = '#000';
          g.beginPath(); g.arc(cx, cy, cell * 0.42, 0, 2 * Math.PI); g.fill();
          g.strokeStyle = '#fff'; g.lineWidth = 2; g.stroke();
        }
      }
    }
    for (const [gx, gy] of data.goals) {
      const [cx, cy] = at(gx, gy);
      g.strokeStyle = '#0a6b2d'; g.lineWidth = 5;
      g.strokeRect(cx - cell * 0.45, cy - cell * 0.45, cell * 0.9, cell * 0.9);
    }
    const labelSize = Math.max(18, Math.ceil((12 * 720) / (canvas.clientWidth || 720)));
    canvas.dataset.labelPx = String(Math.round((labelSize * (canvas.clientWidth || 720)) / 720));
    g.fillStyle = c.ink; g.font = `700 ${labelSize}px sans-serif`;
    g.textAlign = 'center'; g.textBaseline = 'top';
    for (let x = 0; x < data.columns; x += 1) g.fillText(data.column_labels[x], at(x, 0)[0], top + inner + 6);
    g.textAlign = 'right'; g.textBaseline = 'middle';
    for (let y = 0; y < data.rows; y += 1) g.fillText(data.row_labels[y], left - 10, at(0, y)[1]);
    if (map.hover) {
      const [hx, hy] = map.hover;
      g.strokeStyle = c.focus; g.lineWidth = 4;
      g.strokeRect(left + hx * cell, top + (n - 1 - hy) * cell, cell, cell);
    }
  }

  const linesShown = () => {
    const info = games[$('#map-game').value];
    return $('#map-lines').checked && info && info.beatty && !Object.keys(readOptions($('#map-options'))).length;
  };

  // The legend under the map: what black and white mean, or the colour scale of the Grundy values.
  function mapLegend(data, grundy, squares = false) {
    const box = $('#map-legend');
    if (squares) {
      const stone = el('span', { class: 'swatch stone-swatch' });
      box.replaceChildren(el('span', { 'data-legend': 'P' }, stone, t('legend_safe_sq')),
        el('span', { 'data-legend': 'goal' }, el('span', { class: 'swatch goal-swatch' }), t('legend_goal')));
      return;
    }
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
      items.push(el('span', { 'data-legend': 'zero' }, swatch('zero', 'var(--p-cell)'), t('legend_zero')),
        el('span', { class: 'ramp', 'data-legend': 'ramp', 'data-max': String(top) }, bar, t('legend_ramp', { max: top })));
    } else {
      items.push(el('span', { 'data-legend': 'P' }, swatch('P', 'var(--p-cell)'), t('legend_p_swatch')),
        el('span', { 'data-legend': 'N' }, swatch('N', 'var(--open-cell)'), t('legend_n_swatch')));
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
  function cellsImage(data, n, grundy, c) {
    const cache = cellsCache;
    if (cache.data === data && cache.n === n && cache.grundy === grundy && cache.p === String(c.p)) return cache.canvas;
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
          rgb = v === 0 ? c.p : colourOf(v / maxG);
        } else {
          rgb = data.outcomes[x][y] === 'P' ? c.p : c.open;
        }
        const at = ((n - 1 - y) * n + x) * 4;  // y grows upwards
        img.data[at] = rgb[0]; img.data[at + 1] = rgb[1]; img.data[at + 2] = rgb[2]; img.data[at + 3] = 255;
      }
    }
    g.putImageData(img, 0, 0);
    cellsCache = { data, n, grundy, canvas, p: String(c.p) };
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

  function hoverMap(event) { showCell(cellAt(event)); }

  function showCell(at) {
    map.hover = at;
    const info = $('#map-info');
    if (!at || !map.data || at[0] >= map.data.size || at[1] >= map.data.size) { info.textContent = t('hover_help'); drawMap(); return; }
    const [x, y] = at;
    if (map.data.names && (x >= map.data.columns || y >= map.data.rows)) { info.textContent = t('hover_help'); drawMap(); return; }
    const outcome = map.data.outcomes[x][y];
    const parts = [map.data.names ? map.data.names[y][x] : `(x, y) = (${x}, ${y})`, outcome];
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

  $('#map-game').addEventListener('change', () => {
    onGameChange($('#map-game'), $('#map-options'));
    $('#map-position').value = '';
    loadMap();
  });
  $('#map-options').addEventListener('change', loadMap);
  $('#map-view').addEventListener('change', loadMap);
  $('#map-lines').addEventListener('change', drawMap);
  $('#map-form').addEventListener('submit', (event) => { event.preventDefault(); loadMap(); });
  $('#map-position').addEventListener('change', loadMap);
  $('#zoom-in').addEventListener('click', () => zoom(-1));
  $('#zoom-out').addEventListener('click', () => zoom(1));
  const canvas = $('#map');
  canvas.addEventListener('mousemove', hoverMap);
  canvas.addEventListener('mouseleave', () => { map.hover = null; drawMap(); });
  canvas.addEventListener('wheel', (event) => { event.preventDefault(); zoom(event.deltaY < 0 ? -1 : 1); }, { passive: false });
  const pick = (at) => {
    if (!at || !map.data) return;
    const names = map.data.names;
    if (names && (at[0] >= map.data.columns || at[1] >= map.data.rows)) return;
    page.pick(at, names ? names[at[1]][at[0]] : null);
  };
  canvas.addEventListener('click', (event) => pick(cellAt(event)));
  // The keyboard: the arrow keys move the frame over the squares, Enter analyses the one framed.
  canvas.addEventListener('keydown', (event) => {
    const step = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }[event.key];
    if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); pick(map.hover || [0, 0]); return; }
    if (!step) return;
    event.preventDefault();
    const [x, y] = map.hover || [0, 0];
    const limit = map.data ? Math.min(map.size, map.data.size) - 1 : map.size - 1;
    showCell([Math.max(0, Math.min(limit, x + step[0])), Math.max(0, Math.min(limit, y + step[1]))]);
  });
  canvas.addEventListener('focus', () => { if (!map.hover) showCell([0, 0]); });

  return {
    show() { if (!map.data) loadMap(); else drawMap(); },
    draw: drawMap,
    // The page now speaks another language: the columns' steps are asked for again in it.
    relabel() { if (mapRequest().columns && map.data) loadMap(); else drawMap(); },
    // The URL's part of this view (after its game and options), and reading it back.
    params: () => (mapRequest().columns ? { position: $('#map-position').value.trim().split(/[\s,]+/).join(',') }
      : { show: $('#map-view').value, size: String(map.size) }),
    read(q) {
      if (q.get('position') !== null) $('#map-position').value = q.get('position').split(',').join(' ');
      if (['outcome', 'grundy'].includes(q.get('show'))) $('#map-view').value = q.get('show');
      const size = Number(q.get('size'));
      if (ZOOMS.includes(size)) map.size = size;
    },
  };
}
