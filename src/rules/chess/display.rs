//! Showing a position: the `/board text` grid of chat.md and a render
//! [`View`] with the board's cells filled in.

use super::geometry::{file_char, Square};
use super::piece::{Color, Piece};
use super::position::Position;
use crate::view::{Cell, View};

impl Position {
    /// The board as chat.md's text grid: rank lines from the top (labels
    /// right-aligned when ranks reach 10), then the file letters.
    pub fn board_text(&self) -> String {
        self.board_text_with(|_, _| true)
    }

    /// [`Position::board_text`] showing only the men `visible` accepts
    /// (Kriegspiel: a player's own men); the rest show as empty squares.
    pub fn board_text_with(&self, visible: impl Fn(Square, Piece) -> bool) -> String {
        let g = self.geometry();
        let label = if g.height >= 10 { 2 } else { 1 };
        let mut s = String::new();
        for rank in (0..g.height).rev() {
            s += &format!("{:>label$} ", rank + 1);
            for file in 0..g.width {
                let sq = Square::at(file, rank);
                s.push(match self.piece_at(sq) {
                    Some(p) if visible(sq, p) => p.fen_char(),
                    _ => '.',
                });
            }
            s.push('\n');
        }
        s += &" ".repeat(label + 1);
        s.extend((0..g.width).map(file_char));
        s
    }

    /// A picture [`View`] with the board's cells (only the men `visible`
    /// accepts); the game adds highlights, strips and lines.
    pub fn view_with(&self, visible: impl Fn(Square, Piece) -> bool) -> View {
        let g = self.geometry();
        let mut view = View::empty(g.width, g.height);
        for (sq, p) in self.pieces() {
            if visible(sq, p) {
                let cell = Cell::Piece {
                    white: p.color == Color::White,
                    kind: p.kind.letter(),
                };
                view.set(sq.file(), sq.rank(), cell);
            }
        }
        view
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::chess::Rules;

    #[test]
    fn start_position_text() {
        let expected = "8 rnbqkbnr\n7 pppppppp\n6 ........\n5 ........\n4 ........\n\
                        3 ........\n2 PPPPPPPP\n1 RNBQKBNR\n  abcdefgh";
        assert_eq!(Position::startpos().board_text(), expected);
        let own = Position::startpos().board_text_with(|_, p| p.color == Color::White);
        assert!(own.starts_with("8 ........\n"));
    }

    #[test]
    fn tall_boards_align() {
        let rules = Rules {
            width: 4,
            height: 10,
            ..Rules::chess()
        };
        let text = Position::empty(rules).unwrap().board_text();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "10 ....");
        assert_eq!(lines[1], " 9 ....");
        assert_eq!(lines[10], "   abcd");
    }

    #[test]
    fn view_cells() {
        let view = Position::startpos().view_with(|_, p| p.color == Color::Black);
        assert_eq!(
            view.get(4, 7),
            Cell::Piece {
                white: false,
                kind: 'K'
            }
        );
        assert_eq!(view.get(4, 0), Cell::Empty);
    }
}
