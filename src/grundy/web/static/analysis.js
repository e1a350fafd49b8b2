/* The "Analyse a position" panel of the Explore view: a position typed (or a square of the map
 * clicked) and its analysis from POST /api/analyse: outcome, Grundy value, winning moves, why.
 *
 * #an-result counts on data-done each analysis (see dom.js) and carries its outcome (data-outcome).
 */
import { api } from './api.js';
import { $, $$, counted, el } from './dom.js';
import { games, onGameChange, readOptions, tokens } from './games.js';
import { lang, t } from './texts.js';

export function analysisPanel() {
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
      a.grundy !== undefined && a.grundy !== null ? el('p', { class: 'num' }, el('strong', { text: `${a.grundy_label || t('grundy_value')}: `, title: a.grundy_is || '' }), String(a.grundy)) : null,
      el('p', {}, el('strong', { text: `${t('winning_moves')}: ` }), a.moves_described.length ? '' : t('none')),
      a.moves_described.length ? list : null,
      el('p', { class: 'explanation num' }, el('strong', { text: `${t('why')}: ` }), a.explanation),
    ].filter(Boolean));
    out.dataset.outcome = a.outcome;
  }

  // A square of the map, clicked: its position analysed with the map's game and options
  // (`name`: the square's name on a board of squares).
  function analyseSquare(at, name) {
    $('#an-game').value = $('#map-game').value;
    onGameChange($('#an-game'), $('#an-options'));
    for (const input of $$('[data-option]', $('#map-options'))) {
      const twin = $(`[data-option="${input.dataset.option}"]`, $('#an-options'));
      if (twin) { if (input.type === 'checkbox') twin.checked = input.checked; else twin.value = input.value; }
    }
    $('#an-position').value = name || `${at[0]} ${at[1]}`;
    analyse();
  }

  $('#an-game').addEventListener('change', () => onGameChange($('#an-game'), $('#an-options')));
  $('#analyse-form').addEventListener('submit', analyse);

  return {
    analyse,
    analyseSquare,
    shown: () => Boolean($('#an-result').dataset.outcome),  // an analysis is there to tell again
  };
}
