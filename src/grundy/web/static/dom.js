/* What every part of the page uses to build its elements and to say when it is done. */

export const $ = (sel, root = document) => root.querySelector(sel);
export const $$ = (sel, root = document) => Array.from(root.querySelectorAll(sel));

export const el = (tag, attrs = {}, ...children) => {
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
export const svg = (tag, attrs = {}) => {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  return node;
};

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const key = (value) => JSON.stringify(value);

// Each panel counts the things it has finished doing on its data-done attribute: #play the
// user's actions (a move, a hint, an undo, a new game, a toggle: its requests answered, the
// board and the message drawn), #map its loads, #an-result its analyses, #beatty its tables,
// #sieve its loads and steps.  A script that drives the page waits for the count to move, which
// tells the result of what it did from what was there before, even when the two look the same.
export const finished = (selector) => {
  const node = $(selector);
  node.dataset.done = String(Number(node.dataset.done || 0) + 1);
};
export const counted = (selector, fn) => async (...args) => {
  try { return await fn(...args); } finally { finished(selector); }
};

// A box over a view: what it is computing (with a spinner), or why it failed; hidden when text is null.
export function showProgress(box, text, failed = false) {
  box.hidden = !text;
  box.classList.toggle('failed', failed);
  const label = box.lastElementChild;
  if (text) label.textContent = text;
}

// A wide screen (a projector, a desktop): the one-screen views fit the window there.
export const wide = window.matchMedia('(min-width: 761px)');

// The browser's large text (a minimum font size): a 12 px text is drawn larger than 12 px.
export function largeType() {
  const probe = el('span', { text: '0', 'aria-hidden': 'true' });
  probe.style.cssText = 'position: absolute; visibility: hidden; font-size: 12px';
  document.body.append(probe);
  const size = parseFloat(getComputedStyle(probe).fontSize);
  probe.remove();
  return size > 12.5;
}

// The arrow keys move the focus among the elements of `container` that match `selector`, to
// the nearest one in that direction on the screen (a pile's stones, a board's squares, a row
// of cards); the one focused is the container's only tab stop.  Enter or Space on an element
// that is not a button (a square of an SVG board) clicks it.
const DIRECTIONS = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };
export function arrowKeys(container, selector) {
  container.addEventListener('keydown', (event) => {
    const from = event.target.closest(selector);
    if (!from || !container.contains(from)) return;
    if ((event.key === 'Enter' || event.key === ' ') && from.tagName.toLowerCase() !== 'button') {
      event.preventDefault();
      from.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      return;
    }
    const direction = DIRECTIONS[event.key];
    if (!direction) return;
    event.preventDefault();
    const centre = (e) => { const r = e.getBoundingClientRect(); return [(r.left + r.right) / 2, (r.top + r.bottom) / 2]; };
    const [x0, y0] = centre(from);
    let best = null; let bestScore = Infinity;
    for (const node of $$(selector, container)) {
      if (node === from || node.disabled) continue;
      const [x, y] = centre(node);
      const along = (x - x0) * direction[0] + (y - y0) * direction[1];
      const across = Math.abs((x - x0) * direction[1]) + Math.abs((y - y0) * direction[0]);
      if (along <= 1) continue;
      const score = along + 2 * across;
      if (score < bestScore) { best = node; bestScore = score; }
    }
    if (!best) return;
    for (const node of $$(selector, container)) node.tabIndex = -1;
    best.tabIndex = 0;
    best.focus();
  });
}
