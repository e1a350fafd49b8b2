/* grundy: play and explore impartial games.  Plain JavaScript over the JSON API under /api/.
 *
 * The server answers every question about a game (is a move legal, the computer's move, the
 * outcome and the winning moves); this page only draws positions and turns clicks into moves.
 * It knows no game by name: each game's entry of /api/games declares how its positions are
 * drawn (board: piles, square, cards, heaps, list) and which moves a click makes (move_kinds).
 * Numbers too large for JavaScript are kept as their decimal text, never rounded.
 *
 * This module is the page's controller: it loads the games, builds the views (play.js, map.js,
 * analysis.js, beatty.js, sieve.js), shows one tab at a time, speaks the chosen language, and
 * keeps the URL in step with what is shown.  <body data-ready="true"> says it is set up.
 */
import { analysisPanel } from './analysis.js';
import { api } from './api.js';
import { beattyPanel } from './beatty.js';
import { $, $$ } from './dom.js';
import { fillGames, games, limits, lined, mapped, onGameChange, readOptions } from './games.js';
import { mapView } from './map.js';
import { action, playView, say } from './play.js';
import { sieveView } from './sieve.js';
import { lang, switchLanguage, t } from './texts.js';

// ------------------------------------------------------------------ language
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
  $('#lang').setAttribute('aria-label', lang === 'zh' ? 'English' : '中文');
  linkWorksheet();
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

// The worksheet of the game set up in Play, with its rules (a game with a required option is
// refused without it): a print view, or a PDF (served by /worksheet).
function linkWorksheet() {
  const game = $('#play-game').value;
  if (!game) return;
  const q = new URLSearchParams({ game, count: '8', lang });
  for (const [name, value] of Object.entries(readOptions($('#play-options')))) q.set(name, String(value));
  $('#worksheet').href = `/worksheet?${q}`;
  q.set('format', 'pdf');
  $('#worksheet-pdf').href = `/worksheet?${q}`;
}

// ---------------------------------------------------------------------- tabs
const VIEWS = ['play', 'explore', 'sieve'];
let view = 'play';
let play; let map; let analysis; let beatty; let sieve;  // the views, once the games are known

function showTab(name) {
  view = VIEWS.includes(name) ? name : 'play';
  for (const tab of VIEWS) {
    $('#' + tab).hidden = tab !== view;
    $('#tab-' + tab).setAttribute('aria-selected', String(tab === view));
    $('#tab-' + tab).tabIndex = tab === view ? 0 : -1;  // one tab stop; the arrow keys move between tabs
  }
  if (view === 'explore') {
    map.show();
    beatty.show();
  }
  if (view === 'play') play.fit();
  if (view === 'sieve') sieve.show();
  writeURL();
}

// ------------------------------------------------------------------- the URL
// The view, the game, its rules and the position are the page's query parameters, so a
// teacher prepares positions as links and reloading keeps the game:
// /?view=play&game=NAME&position=5,8&misere=true (rules by their option names).
let urlReady = false;  // not before the page has read the URL it was opened with

function writeURL() {
  if (!urlReady) return;
  const q = new URLSearchParams({ view });
  if (document.documentElement.classList.contains('present')) q.set('projector', '1');
  const put = (span, select, params) => {
    q.set('game', select.value);
    for (const [name, value] of Object.entries(readOptions(span))) q.set(name, String(value));
    for (const [k, v] of Object.entries(params)) q.set(k, v);
  };
  if (view === 'play') put($('#play-options'), $('#play-game'), play.params());
  else if (view === 'explore') put($('#map-options'), $('#map-game'), map.params());
  else put($('#sieve-options'), $('#sieve-game'), sieve.params());
  const url = `${location.pathname}?${q}`;
  if (url !== location.pathname + location.search) history.replaceState(null, '', url);
}

// Set a view's game and options from the URL; the options not named keep their defaults.
// A game the view does not show is said so in `notice` (never silently replaced by another).
function readGame(q, select, span, notice) {
  const name = q.get('game');
  if (name && games[name] && Array.from(select.options).some((o) => o.value === name)) {
    select.value = name;
    onGameChange(select, span);
  } else if (name && notice) {
    const info = games[name];
    const title = info ? (lang === 'zh' ? info.title_zh : info.title) : name;
    $(notice).textContent = t('not_here', { game: title });
    $(notice).hidden = false;
  }
  for (const input of $$('[data-option]', span)) {
    const value = q.get(input.dataset.option);
    if (value === null) continue;
    if (input.dataset.kind === 'bool') input.checked = value === 'true' || value === '1';
    else input.value = value;
  }
}

// The view the URL names, its game, options and what else it says of the view.
function readURL() {
  const q = new URLSearchParams(location.search);
  const wanted = q.get('view') || (location.hash === '#explore' ? 'explore' : 'play');
  if (wanted === 'play') readGame(q, $('#play-game'), $('#play-options'));
  play.read(q, wanted === 'play');
  if (wanted === 'explore') {
    readGame(q, $('#map-game'), $('#map-options'), '#map-notice');
    map.read(q);
  }
  if (wanted === 'sieve') {
    readGame(q, $('#sieve-game'), $('#sieve-options'), '#sieve-notice');
    sieve.read(q);
  }
  return wanted;
}

// ---------------------------------------------------------------- the window
// Projector mode (also ?projector=1): everything larger, the settings hidden; kept across visits.
function setPresent(on) {
  document.documentElement.classList.toggle('present', on);
  $('#present').setAttribute('aria-pressed', String(on));
  localStorage.setItem('grundy-present', on ? '1' : '');
  relayout();
  writeURL();
}

// The colours: the system's theme, or the one chosen on this browser.
const darkSystem = window.matchMedia('(prefers-color-scheme: dark)');
const isDark = () => (document.documentElement.dataset.theme || (darkSystem.matches ? 'dark' : 'light')) === 'dark';
function setTheme(theme) {
  if (theme) document.documentElement.dataset.theme = theme;
  else delete document.documentElement.dataset.theme;
  localStorage.setItem('grundy-theme', theme || '');
  $('#theme').setAttribute('aria-pressed', String(isDark()));
  relayout();
}

// The tabs: the arrow keys, Home and End move between them and show the one reached.
function tabKeys(event) {
  const i = VIEWS.indexOf(view);
  const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: VIEWS.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  const name = VIEWS[(next + VIEWS.length) % VIEWS.length];
  showTab(name);
  $('#tab-' + name).focus();
}

// The header's height, which the one-screen views leave to the window.
function relayout() {
  document.documentElement.style.setProperty('--top', `${$('.top').offsetHeight}px`);
  if (view === 'play') play.fit();
  if (view === 'explore') map.draw();
  if (view === 'sieve') sieve.draw();
}

async function main() {
  const data = await api('/api/games');
  for (const info of data.games) games[info.name] = info;
  Object.assign(limits, data.limits);
  fillGames($('#play-game'));
  fillGames($('#an-game'));
  // Explore and Step by step: the games with a map of positions, those drawn on a board of squares,
  // and those decided by their piles' binary columns.  Step by step also sieves a take-away game
  // of one heap on a line of heaps.
  fillGames($('#map-game'), (info) => mapped(info) || info.columns);
  fillGames($('#sieve-game'), (info) => mapped(info) || lined(info) || info.columns);
  onGameChange($('#play-game'), $('#play-options'));
  onGameChange($('#an-game'), $('#an-options'));
  onGameChange($('#map-game'), $('#map-options'));
  onGameChange($('#sieve-game'), $('#sieve-options'));
  const changed = () => writeURL();
  play = playView({ changed });
  analysis = analysisPanel();
  map = mapView({ changed, pick: analysis.analyseSquare });
  beatty = beattyPanel();
  sieve = sieveView({ changed });
  const wanted = readURL();
  applyLanguage();
  const asked = new URLSearchParams(location.search).get('projector');
  if (asked === '1' || (asked === null && localStorage.getItem('grundy-present'))) setPresent(true);
  else if (asked === '0') setPresent(false);
  setTheme(localStorage.getItem('grundy-theme') || '');
  darkSystem.addEventListener('change', () => setTheme(document.documentElement.dataset.theme || ''));
  relayout();

  for (const tab of VIEWS) $('#tab-' + tab).addEventListener('click', () => showTab(tab));
  $('.tabs').addEventListener('keydown', tabKeys);
  $('#theme').addEventListener('click', () => setTheme(isDark() ? 'light' : 'dark'));
  $('#play-game').addEventListener('change', linkWorksheet);
  $('#play-options').addEventListener('change', linkWorksheet);
  $('#present').addEventListener('click', action(() => setPresent(!document.documentElement.classList.contains('present'))));
  $('#lang').addEventListener('click', action(async () => {
    switchLanguage();
    applyLanguage();
    relayout();
    await play.relabel();
    if (!$('#explore').hidden) { map.relabel(); if (analysis.shown()) await analysis.analyse(); }
    if (!$('#sieve').hidden) sieve.relabel();
  }));
  window.addEventListener('resize', relayout);
  $('#map-view').addEventListener('change', () => writeURL());
  await action(play.newGame)();  // counted: a script that opens a link waits for its game
  urlReady = true;
  showTab(wanted);
  document.body.dataset.ready = 'true';
}

main().catch((error) => say(error.message, 'error'));
