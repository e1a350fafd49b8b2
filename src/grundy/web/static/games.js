/* The games the server offers (/api/games), and the forms that choose one and set its options.
 *
 * Every view has a game list and a row of options built from the game's declared options; the
 * options are read back by name, integers as text (the server reads any size).
 */
import { $$, el } from './dom.js';
import { lang } from './texts.js';

export const games = {};  // by name, in the registry's order (the order of /api/games)
export const limits = { board: 512, grundy_board: 256 };  // the server's, once /api/games answers

export const offers = (info, kind) => info.move_kinds.includes(kind);
// What the Explore and Step-by-step views can show of a game: a map of positions (or its own board
// of squares), a line of heaps (a take-away game of one heap), its piles' binary columns.
export const mapped = (info) => Boolean(info.pile_map || info.board === 'square');
export const lined = (info) => info.board === 'piles' && info.move_kinds.length === 1 && info.move_kinds[0] === 'take';

// The featured games first, in their declared places; then the others, in the registry's order.
export function fillGames(select, filter) {
  select.replaceChildren();
  const names = Object.keys(games).filter((n) => !filter || filter(games[n]));
  names.sort((a, b) => rank(a) - rank(b));
  for (const name of names) select.append(el('option', { value: name, text: games[name].title }));
}
const rank = (name) => games[name].featured ?? Number.MAX_SAFE_INTEGER;

// Each option in plain words (its help, in the page's language); the command line's flag in its title.
function buildOptions(span, info) {
  span.replaceChildren();
  for (const opt of info.options) {
    const flag = '--' + opt.name.replaceAll('_', '-');
    const label = el('label', { title: flag });
    const words = (en, zh) => el('span', { text: lang === 'zh' ? zh : en, 'data-name-en': en, 'data-name-zh': zh });
    const named = words(opt.help || flag, opt.help_zh || opt.help || flag);
    let input;
    if (opt.kind === 'bool') {
      input = el('input', { type: 'checkbox' });
      input.checked = opt.default === true;
      label.append(input, named);
    } else {
      input = el('input', { size: opt.kind === 'int' ? 5 : 14, spellcheck: 'false',
        placeholder: opt.default === null ? '' : String(opt.default) });
      // An option without a default that must be given starts with a small playable value.
      if (opt.required && opt.kind === 'int') input.value = String(Math.max(opt.minimum || 1, 2));
      label.append(named, input);
    }
    input.dataset.option = opt.name;
    input.dataset.kind = opt.kind;
    if (opt.position) input.dataset.position = 'true';
    span.append(label);
  }
}

// A game chosen in a list: its options in their row, and `after` told of the game.
export function onGameChange(select, span, after) {
  const info = games[select.value];
  if (info) buildOptions(span, info);
  if (after) after(info);
}

export function readOptions(span) {
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
export const tokens = (text) => Array.from(text.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g), (m) => m[1] ?? m[2] ?? m[3]);
export const positionGiven = (span) => $$('[data-position]', span).some((input) => input.value.trim());
