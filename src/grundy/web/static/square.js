/* The renderer of pieces on a board of squares, drawn from the board the server describes with
 * the position's analysis: the squares' names, the labels, the pieces and their lines.  A
 * position is the list of its pieces' squares by name; a move is typed as a square's name.
 */
import { el, key, svg } from './dom.js';

export const square = {
  name: 'square',
  accepts: (pos, analysis) => Boolean(Array.isArray(pos) && analysis && analysis.squares
    && key(analysis.position) === key(pos)),
  // The target square of a move (the piece that moved is the one whose square changed).
  keyOf(before, after) {
    const i = after.findIndex((sq, j) => sq !== before[j]);
    return i < 0 ? '' : String(after[i]);
  },
  // The safe squares: every square, as the position of a lone piece.
  safeCandidates(_pos, state) {
    return state.analysis.squares.names.flat().map((name) => ({ key: name, position: [name] }));
  },
  draw(board, pos, ctx) {
    const layout = ctx.analysis.squares;
    const cols = layout.columns; const rows = layout.rows;
    // The labels sit on the wood, clear of the outer squares (which reach 0.42 beyond the grid).
    const pad = 1.4; const edge = 0.15;
    const box = svg('svg', { class: 'goboard', viewBox: `${-pad} ${-pad} ${cols - 1 + 2 * pad} ${rows - 1 + 2 * pad}`,
      role: 'img', 'aria-label': 'board' });
    box.style.setProperty('--cols', String(cols));
    const Y = (y) => rows - 1 - y;  // row 0 at the bottom
    box.append(svg('rect', { class: 'wood', x: -pad + edge, y: -pad + edge, width: cols - 1 + 2 * (pad - edge),
      height: rows - 1 + 2 * (pad - edge), rx: 0.3 }));
    for (let y = 0; y < rows; y += 1) {
      box.append(svg('line', { class: 'grid', x1: 0, y1: Y(y), x2: cols - 1, y2: Y(y) }));
      const label = svg('text', { class: 'coord', x: -0.8, y: Y(y) });
      label.textContent = layout.row_labels[y];
      box.append(label);
    }
    for (let x = 0; x < cols; x += 1) {
      box.append(svg('line', { class: 'grid', x1: x, y1: 0, x2: x, y2: rows - 1 }));
      const label = svg('text', { class: 'coord', x, y: rows - 1 + 0.78 });
      label.textContent = layout.column_labels[x];
      box.append(label);
    }
    for (const [sx, sy] of layout.marks) box.append(svg('circle', { class: 'star', cx: sx, cy: Y(sy), r: 0.12 }));
    for (const [gx, gy] of layout.goals) {
      box.append(svg('rect', { class: 'corner', x: gx - 0.42, y: Y(gy) - 0.42, width: 0.84, height: 0.84, rx: 0.1 }));
    }
    // The lines along which the pieces can move.
    for (const [[x1, y1], [x2, y2]] of layout.lines) {
      box.append(svg('line', { class: 'reach', x1, y1: Y(y1), x2, y2: Y(y2) }));
    }
    for (let y = 0; y < rows; y += 1) {
      for (let x = 0; x < cols; x += 1) {
        const name = layout.names[y][x];
        const sq = svg('circle', { class: 'sq', cx: x, cy: Y(y), r: 0.42, 'data-square': name });
        ctx.target(name, sq);
        const title = svg('title');
        title.textContent = name;
        sq.append(title);
        // The square is the move as a player types it; the server finds the piece that can go there.
        sq.addEventListener('click', () => ctx.move({ text: name }));
        box.append(sq);
      }
    }
    for (const [px, py] of layout.pieces) {
      const piece = svg('text', { class: 'piece', x: px, y: Y(py) });
      piece.textContent = layout.piece;
      box.append(piece);
    }
    board.append(box);
    if (layout.caption) board.append(el('p', { class: 'help', text: layout.caption }));
  },
};
