/* The renderer of any other position (a list board, or a position no other renderer accepts):
 * the server's drawing of it as text (the analysis' render); its moves are typed.
 */
import { el } from './dom.js';

export const textBoard = {
  name: 'text',
  accepts: () => true,
  draw(board, _pos, ctx) {
    board.append(el('pre', { class: 'text-board', text: ctx.analysis ? ctx.analysis.render : '' }));
  },
};
