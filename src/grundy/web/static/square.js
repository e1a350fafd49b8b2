/* The renderer of pieces on a board of squares, drawn from the board the server describes with
 * the position's analysis: the squares' names, the labels, the pieces and their lines.  A
 * position is the list of its pieces' squares by name; a move is typed as a square's name.
 * Each square is a button for the keyboard and a screen reader (its name, and the piece on it).
 * boardOfSquares() draws the empty board, which the Explore and Step-by-step views reuse.
 */
import { key, svg } from './dom.js';
import { t } from './texts.js';

// The wood, the lines, the labels, the star points and the goals of a board; y = 0 at the bottom.
export function boardOfSquares(layout, label) {
  const cols = layout.columns; const rows = layout.rows;
  // The labels sit on the wood, clear of the outer squares (which reach 0.42 beyond the grid).
  const pad = 1.5; const edge = 0.15;
  const box = svg('svg', { class: 'goboard', viewBox: `${-pad} ${-pad} ${cols - 1 + 2 * pad} ${rows - 1 + 2 * pad}`,
    role: 'group', 'aria-label': label });
  box.style.setProperty('--cols', String(cols));
  const Y = (y) => rows - 1 - y;
  box.append(svg('rect', { class: 'wood', x: -pad + edge, y: -pad + edge, width: cols - 1 + 2 * (pad - edge),
    height: rows - 1 + 2 * (pad - edge), rx: 0.3 }));
  for (let y = 0; y < rows; y += 1) {
    box.append(svg('line', { class: 'grid', x1: 0, y1: Y(y), x2: cols - 1, y2: Y(y) }));
    const text = svg('text', { class: 'coord', x: -0.85, y: Y(y), 'aria-hidden': 'true' });
    text.textContent = layout.row_labels[y];
    box.append(text);
  }
  for (let x = 0; x < cols; x += 1) {
    box.append(svg('line', { class: 'grid', x1: x, y1: 0, x2: x, y2: rows - 1 }));
    const text = svg('text', { class: 'coord', x, y: rows - 1 + 0.85, 'aria-hidden': 'true' });
    text.textContent = layout.column_labels[x];
    box.append(text);
  }
  for (const [sx, sy] of layout.marks || []) box.append(svg('circle', { class: 'star', cx: sx, cy: Y(sy), r: 0.12 }));
  for (const [gx, gy] of layout.goals || []) {
    box.append(svg('rect', { class: 'corner', x: gx - 0.44, y: Y(gy) - 0.44, width: 0.88, height: 0.88, rx: 0.1 }));
    box.append(svg('path', { class: 'corner-flag', d: `M${gx + 0.44} ${Y(gy) - 0.44}h-0.4l0.4 0.4z` }));
  }
  return { box, Y };
}

// A piece: a solid disc with its glyph in white, readable on the wood and on a projector.
export function pieceAt(box, x, y, glyph) {
  box.append(svg('circle', { class: 'piece-disc', cx: x, cy: y, r: 0.49 }));
  const piece = svg('text', { class: 'piece', x, y: y + 0.04, 'aria-hidden': 'true' });
  piece.textContent = glyph;
  box.append(piece);
}

export const square = {
  name: 'square',
  accepts: (pos, analysis) => Boolean(Array.isArray(pos) && analysis && analysis.squares
    && key(analysis.position) === key(pos)),
  // The target square of a move (the piece that moved is the one whose square changed).
  keyOf(before, after) {
    const i = after.findIndex((sq, j) => sq !== before[j]);
    return i < 0 ? '' : String(after[i]);
  },
  draw(board, pos, ctx) {
    const layout = ctx.analysis.squares;
    const cols = layout.columns; const rows = layout.rows;
    const { box, Y } = boardOfSquares(layout, t('board'));
    // The lines along which the pieces can move.
    for (const [[x1, y1], [x2, y2]] of layout.lines) {
      box.append(svg('line', { class: 'reach', x1, y1: Y(y1), x2, y2: Y(y2) }));
    }
    const occupied = new Set(layout.pieces.map(([x, y]) => `${x},${y}`));
    for (let y = 0; y < rows; y += 1) {
      for (let x = 0; x < cols; x += 1) {
        const name = layout.names[y][x];
        const sq = svg('circle', { class: 'sq', cx: x, cy: Y(y), r: 0.42, 'data-square': name, role: 'button',
          'aria-label': occupied.has(`${x},${y}`) ? t('piece_here', { name }) : name, tabindex: '-1' });
        ctx.target(name, sq);
        // The square is the move as a player types it; the server finds the piece that can go there.
        sq.addEventListener('click', () => ctx.move({ text: name }));
        box.append(sq);
      }
    }
    for (const [px, py] of layout.pieces) pieceAt(box, px, Y(py), layout.piece);
    board.append(box);
    // How the pieces move and who wins: beside the board, with the page's help on moving (ctx.help).
    if (layout.caption) ctx.help.push(layout.caption);
  },
};
