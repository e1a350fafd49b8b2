/* The renderer of cards: the last card taken, the cards taken so far, and the cards on the
 * table, each a button that takes it; the cards that may be taken now (ctx.legal, the server's
 * legal moves) are raised and outlined.  A position is { cards, last }; the rules may name the
 * cards the first one may be (ctx.rules.choices).
 */
import { el, key } from './dom.js';
import { t } from './texts.js';

export const cards = {
  name: 'cards',
  accepts: (pos) => pos && typeof pos === 'object' && Array.isArray(pos.cards),
  wantsMoves: true,
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
    if (trail.length) area.append(el('p', { class: 'trail', text: t('labelled', { label: t('trail'), text: trail.join(' → ') }) }));
    area.append(el('h3', { text: t('table_cards') }));
    const row = el('div', { class: 'row' });
    pos.cards.forEach((value, i) => {
      const rest = pos.cards.slice(0, i).concat(pos.cards.slice(i + 1));
      const after = { cards: rest, last: value };
      const card = el('button', { type: 'button', class: 'card', text: String(value), 'data-value': value });
      ctx.target(key(after), card);
      const legal = ctx.legal && ctx.legal.has(key(after));
      if (legal) card.classList.add('legal');
      card.setAttribute('aria-label', `${value}${legal ? ' ✓' : ''}`);
      card.addEventListener('click', () => ctx.move({ move: after }));
      row.append(card);
    });
    if (!pos.cards.length) row.append(el('span', { class: 'help', text: t('no_cards') }));
    area.append(row);
    if (ctx.legal && ctx.legal.size) area.append(el('p', { class: 'help', text: t('legal_cards') }));
    board.append(area);
  },
};
