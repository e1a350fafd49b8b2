/* The binary columns of a position of piles (a game that declares columns), drawn as a pupil writes them.
 *
 * The server works them out (POST /api/columns, from the game's own declarations): the piles in
 * binary, one column for each power of two, the 1s of each column, their parities (modulus 2: the
 * row of parities is the XOR of the piles) or their remainders mod k + 1, the move that makes every column
 * right, and the steps in words.  This module only draws the table, as far as the steps shown:
 * each step names what it adds (rows, counts, residues, verdict, top, move, check).
 *
 * What a step marks is a colour and a sign: an odd (non-zero) column's header and residue are
 * filled; the highest one is framed and its piles pointed at (◀); the bits the move flips are
 * filled and underlined.  Every cell carries data-pile/data-col (a bit), data-after-pile (a bit
 * after the move), data-count, data-residue, data-after-count or data-after-residue, for scripts.
 */
import { api } from './api.js';
import { el } from './dom.js';
import { tokens } from './games.js';
import { lang, t } from './texts.js';

// The columns of the position typed (an empty box: a random position of the game, written into it).
export async function fetchColumns(info, options, input) {
  if (!input.value.trim()) {
    const start = await api('/api/random', { game: info.name, options, lang });
    input.value = start.position.join(' ');
  }
  return api('/api/columns', { game: info.name, options, tokens: tokens(input.value), lang });
}

// The stages the first `step` steps have shown (all of them: every step).
export const shownBy = (data, step) => new Set(data.steps.slice(0, step).map((s) => s.shows));

// The table, as far as `shown` goes.
export function columnsTable(data, shown) {
  const width = data.places.length;
  const parity = data.modulus === 2;
  const odd = (j) => shown.has('residues') && data.residues[j] !== 0;
  const top = shown.has('top') ? data.top : null;
  const moved = (shown.has('move') || shown.has('check')) && data.after_rows;
  const checked = shown.has('check') && data.after_counts;
  const colClass = (j, extra = '') => ['col', odd(j) ? 'odd' : '', j === top ? 'highest' : '', extra].filter(Boolean).join(' ');
  const head = el('tr', {},
    el('th', { scope: 'col', text: t('col_pile') }), el('th', { scope: 'col', class: 'size', text: t('col_size') }),
    ...data.places.map((v, j) => el('th', { scope: 'col', class: colClass(j, 'place'), 'data-col': j, text: String(v) })));
  if (moved) {
    head.append(el('th', { class: 'arrow', 'aria-hidden': 'true' }),
      ...data.places.map((v, j) => el('th', { scope: 'col', class: 'col place after', text: String(v) })),
      el('th', { scope: 'col', class: 'size', text: t('col_after') }));
  }
  const body = data.piles.map((p, i) => {
    const candidate = shown.has('top') && data.candidates.includes(i);
    const changed = moved && data.changed.includes(i);
    const row = el('tr', { class: [candidate ? 'candidate' : '', changed ? 'changed' : ''].filter(Boolean).join(' ') },
      el('th', { scope: 'row', text: t('pile', { n: i + 1 }) + (candidate ? ' ◀' : '') }),
      el('td', { class: 'size num', text: String(p) }),
      ...Array.from({ length: width }, (_, j) => el('td', { class: colClass(j, 'bit'), 'data-pile': i, 'data-col': j,
        text: shown.has('rows') ? data.rows[i][j] : '' })));
    if (moved) {
      row.append(el('td', { class: 'arrow', text: changed ? '→' : '' }),
        ...Array.from({ length: width }, (_, j) => {
          const bit = data.after_rows[i][j];
          const flip = bit !== data.rows[i][j];
          return el('td', { class: 'col bit after' + (flip ? ' flip' : ''), 'data-after-pile': i, 'data-col': j, text: bit });
        }),
        el('td', { class: 'size num' + (changed ? ' flip-size' : ''), text: String(data.after[i]) }));
    }
    return row;
  });
  const foot = [];
  if (shown.has('counts')) {
    const row = el('tr', { class: 'counts' }, el('th', { scope: 'row', colspan: 2, text: t('count_row') }),
      ...data.counts.map((c, j) => el('td', { class: colClass(j), 'data-count': j, text: String(c) })));
    if (moved) {
      row.append(el('td', { class: 'arrow' }), ...data.places.map((_, j) => el('td', { class: 'col after',
        'data-after-count': checked ? j : null, text: checked ? String(data.after_counts[j]) : '' })), el('td'));
    }
    foot.push(row);
  }
  if (shown.has('residues')) {
    const label = parity ? t('parity_row') : t('mod_row', { m: data.modulus });
    const row = el('tr', { class: 'residues' }, el('th', { scope: 'row', colspan: 2, text: label }),
      ...data.residues.map((r, j) => el('td', { class: colClass(j, 'residue'), 'data-residue': j, text: String(r) })));
    if (moved) {
      row.append(el('td', { class: 'arrow' }), ...data.places.map((_, j) => el('td', { class: 'col after residue' + (checked ? ' zero' : ''),
        'data-after-residue': checked ? j : null, text: checked ? String(data.after_residues[j]) : '' })), el('td'));
    }
    foot.push(row);
  }
  const table = el('table', { class: 'columns-table num' },
    el('caption', { text: t('columns_caption', { piles: data.piles.join(lang === 'zh' ? '、' : ', '), m: data.modulus }) }),
    el('thead', {}, head), el('tbody', {}, ...body), foot.length ? el('tfoot', {}, ...foot) : null);
  const parts = [table];
  if (parity && shown.has('residues')) {
    parts.push(el('p', { class: 'xor-total', 'data-xor': String(data.nim_sum), text: data.total_text }));
  }
  return parts;
}

// The legend of the marks: each swatch drawn with the table's own classes.
export function columnsLegend(data) {
  const swatch = (cls, text) => el('span', {}, el('span', { class: 'swatch col-swatch ' + cls, 'aria-hidden': 'true', text: '1' }), text);
  const items = [swatch('odd', t(data.modulus === 2 ? 'legend_odd' : 'legend_not_zero', { m: data.modulus }))];
  if (data.modulus === 2) items.push(swatch('odd highest', t('legend_top')));
  items.push(swatch('flip', t('legend_flip')));
  return items;
}

// The table as large as its box allows (the type of a board: a class reads it from the back); on a
// phone, whose box grows downwards, as wide as the screen.
export function fitColumns(box) {
  const table = box.querySelector('table');
  if (!table) return;
  const fits = (px) => { box.style.setProperty('--col-font', px + 'px'); return box.scrollWidth <= box.clientWidth + 1 && box.scrollHeight <= box.clientHeight + 1; };
  let low = 14; let high = 64; let best = 14;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (fits(mid)) { best = mid; low = mid + 1; } else high = mid - 1;
  }
  fits(best);
}
