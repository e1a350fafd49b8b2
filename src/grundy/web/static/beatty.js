/* The "Beatty pairs" panel of the Explore view: the rows k, floor(k alpha), floor(k beta) of
 * GET /api/beatty, for alpha = phi (a = 1) or Fraenkel's ratios for another a, and the server's
 * check that every integer up to the last row appears exactly once.
 *
 * #beatty counts on data-done each table (see dom.js).
 */
import { api } from './api.js';
import { $, counted, el } from './dom.js';
import { t } from './texts.js';

export function beattyPanel() {
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
      // The headers with real subscripts: a<sub>k</sub> = ⌊kφ⌋ (A<sub>k</sub> = ⌊kα⌋ for another a).
      const term = (letter) => [letter, el('sub', { text: 'k' })];
      const [lower, upper] = golden ? ['a', 'b'] : ['A', 'B'];
      const header = (...parts) => el('th', { scope: 'col' }, ...parts);
      table.replaceChildren(
        el('thead', {}, el('tr', {}, header('k'), header(...term(lower), golden ? ' = ⌊kφ⌋' : ' = ⌊kα⌋'),
          header(...term(upper), golden ? ' = ⌊kφ²⌋' : ' = ⌊kβ⌋'), header(...term(upper), ' − ', ...term(lower)))),
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

  $('#beatty-form').addEventListener('submit', beatty);

  return {
    show() { if (!$('#beatty').rows.length) beatty(); },
  };
}
