/* The renderer of piles (and heaps): stones in a row of piles; a click on a stone takes it and
 * every stone above it.  The moves offered are the game's declared move kinds: take (from one
 * pile), take_all (the same number from every pile) and take_several (stones chosen in several
 * piles, taken in one move).  A pile too large to draw shows its size, and moves are typed.
 */
import { $$, el, key } from './dom.js';
import { offers } from './games.js';
import { t } from './texts.js';

const isCount = (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 0) || (typeof v === 'string' && /^\d+$/.test(v));
const MAX_STONES = 60;

// Hovering a stone shows the stones a click takes: that one and every stone above it.
function preview(stack, index, on) {
  for (const stone of $$('.stone', stack)) {
    stone.classList.toggle('take', on && Number(stone.dataset.index) >= index);
  }
}

export const piles = {
  name: 'piles',
  accepts: (pos) => Array.isArray(pos) && pos.length > 0 && pos.every(isCount),
  // ctx.play.several and ctx.play.pending: the stones chosen in several piles before "Take".
  draw(board, pos, ctx) {
    const { play, redraw } = ctx;
    const sizes = pos.map((v) => (typeof v === 'number' ? v : Infinity));
    const row = el('div', { class: 'piles' });  // its stones' size: see fitBoard in play.js
    const several = offers(ctx.info, 'take_several') && play.several;
    const takes = offers(ctx.info, 'take');
    pos.forEach((size, p) => {
      const pile = el('div', { class: 'pile', 'data-pile': p });
      const stack = el('div', { class: 'stack' });
      if (sizes[p] <= MAX_STONES) {
        for (let i = 0; i < sizes[p]; i += 1) {
          const after = pos.slice(); after[p] = i;
          const button = el('button', { type: 'button', class: 'stone', 'data-pile': p, 'data-index': i,
            'aria-label': t('labelled', { label: t('pile', { n: p + 1 }), text: i + 1 }) });
          ctx.target(key(after), button);
          if (several) {
            button.addEventListener('click', () => {
              if (play.pending.get(p) === i) play.pending.delete(p); else play.pending.set(p, i);
              redraw();
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
      box.addEventListener('change', () => { play.several = box.checked; play.pending.clear(); redraw(); });
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
};
