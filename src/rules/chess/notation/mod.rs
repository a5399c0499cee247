//! Move notation: one parser and one formatter for every game.
//!
//! Parsing is two steps. [`parse`] turns text into [`MoveText`] readings
//! (what the text says: piece, partial from-square, to-square, capture
//! sign, promotion, drop, castling, swap) without looking at a position;
//! [`resolve`] finds the one move in a list of legal (or pseudo-legal)
//! moves that a reading describes, or says precisely why there is none or
//! more than one. [`Position::parse_move`] does both against the position's
//! own moves.
//!
//! Accepted input, in any mix:
//! - SAN: `Nf3`, `exd5`, `e8=Q`, `Nbd2`, `R1a3`, `O-O`, `O-O-O` (also with
//!   zeros), `Dxe6` (Dragon, only where the game has dragons);
//! - long algebraic: `e2e4`, `e2-e4`, `e7e8q`, `Ng1-f3`, `b2xc5`; castling
//!   as king to its destination (`e1g1`) or king to rook (`e1h1`);
//! - drops `N@e4`, `@e4` (pawn), `K/c2`; swaps `b2<>d4`, `swap b2 d4`;
//!   castling by squares `castle e1 h1`;
//! - Polish (korpalski.md): `K` król, `H` hetman, `W` wieża, `G` goniec,
//!   `S` skoczek, `p` pionek; `K/c2`, `Ke5-d6`, `pa2-a1=H`, `Wb5:c5`,
//!   `W:f3`, short `Kb3`, `pe8=H`;
//! - Ukrainian and Russian letters (`Кр Ф Т/Л С К п Д`: `Кf3`, `e8=Ф`,
//!   `Кр/c2`, `п@e4`), castling `0-0` or `О-О` with Cyrillic О, squares
//!   typed on a Cyrillic keyboard (`е4`), read as the player's language
//!   reads them ([`parse_in`], [`letters`]).
//!
//! Squares are case-insensitive (files `a`…`l`, ranks `1`…`12`). A leading
//! upper-case piece letter is a piece (`Bxc3` bishop), a leading lower-case
//! file letter is a file (`bxc3` pawn). Trailing `+ # X ! ?`, `e.p.` and a
//! leading move number (`12.`) are ignored. A pawn move written without a from-file stays on its file
//! (`e4`, `pe8=H`), as in SAN.

use crate::i18n::{Lang, Text};
use crate::rules::shorten;
use crate::text;
use std::fmt;

use super::geometry::{file_char, file_of_char, parse_rank, Square};
use super::moves::{Move, MoveKind};
use super::piece::{Kind, KindSet};
use super::position::Position;
use super::variant::Castling;

/// Output notations.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Style {
    /// Standard algebraic: `Nf3`, `exd5`, `e8=Q`, `O-O`, `N@e4`, `b2<>d4`,
    /// disambiguated against the move list.
    San,
    /// Long algebraic: `e2e4`, `e7e8q`, castling `e1g1` (chess) or `e1h1`
    /// (Chpok, king then rook), `N@e4`, `b2<>d4`.
    Long,
    /// Polish, full form (korpalski.md): `Ke5-d6`, `Wb5:c5`, `pa2-a1=H`,
    /// `K/c2`; mate is `X`.
    Polish,
}

/// What shape of move a text describes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Form {
    /// A man moves on the board.
    Board,
    /// A man is dropped from the reserve (`N@e4`, `K/c2`).
    Drop,
    /// `O-O` (`high`: toward the higher files) or `O-O-O`.
    Castle { high: bool },
    /// `castle e1 h1`: castling named by the king's and the rook's squares
    /// (`from_*` = king, `to` = rook).
    CastleSquares,
    /// `b2<>d4`: two own men change places (`from_*` and `to`).
    Swap,
}

/// One reading of a move text: what it says, before any position is
/// consulted. Squares may lie off the game's board (`i9` on 8×8); that is
/// found when resolving.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct MoveText {
    pub form: Form,
    /// The piece letter, if one was written (for drops: the dropped kind,
    /// `Pawn` when none was written).
    pub piece: Option<Kind>,
    /// What is known of the from-square (0-based file / rank).
    pub from_file: Option<u8>,
    pub from_rank: Option<u8>,
    /// The destination (rook square for [`Form::CastleSquares`]); `None`
    /// only for `O-O` / `O-O-O`.
    pub to: Option<Square>,
    /// A capture sign (`x`, `:`) was written. Informational: a capture
    /// written without it, or the reverse, still resolves.
    pub capture: bool,
    pub promotion: Option<Kind>,
    /// A second-choice reading, used only when the readings before it name
    /// no move (an upper-case square `B2C3` after the SAN reading "bishop
    /// from rank 2", so `B1d2` stays SAN).
    pub fallback: bool,
    /// The letter as written, when it means different pieces in two
    /// languages and this reading is one of its meanings (Cyrillic `К`,
    /// a king or a knight, to an English reader): two such readings that
    /// are both legal are asked about, never guessed.
    pub letter: Option<char>,
}

impl MoveText {
    fn board(piece: Option<Kind>, from: (Option<u8>, Option<u8>), to: Square) -> MoveText {
        MoveText {
            form: Form::Board,
            piece,
            from_file: from.0,
            from_rank: from.1,
            to: Some(to),
            capture: false,
            promotion: None,
            fallback: false,
            letter: None,
        }
    }

    fn squares(form: Form, a: Square, b: Square) -> MoveText {
        MoveText {
            form,
            piece: None,
            from_file: Some(a.file()),
            from_rank: Some(a.rank()),
            to: Some(b),
            capture: false,
            promotion: None,
            fallback: false,
            letter: None,
        }
    }

    /// The from-square when both file and rank were written.
    pub fn from_square(&self) -> Option<Square> {
        Square::new(self.from_file?, self.from_rank?)
    }
}

/// Why a text is not a move at all.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ParseError {
    Empty,
    /// Not a move in any notation the bot knows.
    NotAMove(String),
    /// Looks like a square but is none (`m4`, `e0`, `e13`).
    BadSquare(String),
    /// A piece letter that means nothing here (promotion to `X`; `D` in a
    /// game without dragons).
    BadPiece(char),
    /// A move followed by words that are none of it (`K@e4 please`).
    Trailing {
        moved: String,
        extra: String,
    },
}

impl ParseError {
    /// The sentence for the player.
    pub fn text(&self) -> Text {
        match self {
            ParseError::Empty => text!("chess-type-a-move"),
            ParseError::NotAMove(s) => text!("chess-not-a-move", text = shorten(s)),
            ParseError::BadSquare(s) => text!("chess-not-a-square", text = shorten(s)),
            ParseError::BadPiece(c) => text!("chess-not-a-piece", letter = *c),
            ParseError::Trailing { moved, extra } => text!(
                "chess-trailing-words",
                extra = shorten(extra),
                moved = shorten(moved)
            ),
        }
    }
}

/// In English (logs, tests); players get [`ParseError::text`].
impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::i18n::en(&self.text()))
    }
}

impl std::error::Error for ParseError {}

/// Why a text does not name exactly one move of the list. The `Display`
/// text is a short sentence for the player.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MoveError {
    Parse(ParseError),
    /// A square that is not on this board.
    OffBoard(Square),
    /// The mover has no such man (none of that kind, or nothing on the
    /// written from-square / file / rank).
    NoSuchPiece {
        piece: Option<Kind>,
        from: String,
    },
    /// Nothing of that kind in the mover's reserve.
    NotInReserve(Kind),
    /// The mover has such men but none can make the move. `what` describes
    /// the attempt (`knight to e5`, `castling`, `pawn drop on a1`).
    CannotGo {
        what: String,
    },
    /// Several moves fit; `texts` are the candidates in SAN (unique and
    /// parseable), in the order of `moves`, so the bot can ask which.
    Ambiguous {
        moves: Vec<Move>,
        texts: Vec<String>,
        /// The letter read two ways, when the candidates come from its
        /// readings in two languages ([`MoveText::letter`]).
        letter: Option<char>,
    },
    /// A pawn move to the last rank written without the new piece.
    PromotionMissing {
        choices: KindSet,
        example: String,
    },
    /// The written promotion piece is not allowed (or the move does not
    /// promote).
    PromotionNotAllowed(Kind),
}

impl From<ParseError> for MoveError {
    fn from(e: ParseError) -> Self {
        MoveError::Parse(e)
    }
}

impl MoveError {
    /// The sentence for the player (a reference, see [`crate::i18n`]).
    /// Pieces are passed by their English names (`knight`) for each
    /// language to word in the case its sentence needs.
    pub fn text(&self) -> Text {
        match self {
            MoveError::Parse(e) => e.text(),
            MoveError::OffBoard(sq) => text!("chess-off-board", square = sq.to_string()),
            MoveError::NoSuchPiece { piece, from } => {
                let piece = piece.map_or("piece", Kind::name);
                if from.is_empty() {
                    text!("chess-no-such-piece", piece = piece)
                } else {
                    text!("chess-no-such-piece-on", piece = piece, from = from)
                }
            }
            MoveError::NotInReserve(k) => text!("chess-not-in-reserve", piece = k.name()),
            MoveError::CannotGo { what } => text!("chess-no-legal-move", what = what),
            MoveError::Ambiguous {
                texts,
                letter: Some(c),
                ..
            } => letters::which_reading(*c, texts),
            MoveError::Ambiguous { texts, .. } => {
                let texts: Vec<String> = texts.iter().map(|t| localized(t)).collect();
                text!("chess-which-one", moves = or_list(&texts))
            }
            MoveError::PromotionMissing { choices, example } => {
                let pieces: Vec<String> = choices.iter().map(letters::letter_ref).collect();
                text!(
                    "chess-promotion-missing",
                    pieces = or_list(&pieces),
                    example = localized(example)
                )
            }
            MoveError::PromotionNotAllowed(k) => {
                text!("chess-promotion-not-allowed", piece = k.name())
            }
        }
    }
}

/// In English (logs, tests); players get [`MoveError::text`].
impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::i18n::en(&self.text()))
    }
}

impl std::error::Error for MoveError {}

/// `a`, `a or b`, `a, b or c` (a reference for the last `or`).
pub fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => crate::t!("list-or", init = init.join(", "), last = last),
    }
}

mod format;
pub mod letters;
mod parse;
mod resolve;

pub use format::{long_with, polish_with, san_with};
pub use letters::{counted, letter_ref, localized, localized_text, localized_words, translate};
pub use parse::{parse, parse_any, parse_in};
pub use resolve::resolve;

impl Position {
    /// Parses a player's text against [`Position::moves`].
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        self.parse_move_in(text, &self.moves(), None)
    }

    /// Parses a player's text against `moves` (a game's own filtered list),
    /// with an optional default promotion piece.
    pub fn parse_move_in(
        &self,
        text: &str,
        moves: &[Move],
        default_promotion: Option<Kind>,
    ) -> Result<Move, MoveError> {
        let readings = parse(text, self.rules().dragons)?;
        resolve(self, &readings, moves, default_promotion)
    }

    /// SAN of `mv` (a move of this position), without check marks.
    pub fn san(&self, mv: Move) -> String {
        san_with(self, mv, &self.moves())
    }

    /// Long algebraic of `mv`.
    pub fn long(&self, mv: Move) -> String {
        // Only a king's move (a castling included) can need the other
        // moves to be written unambiguously; saving a game writes every
        // move, so the others skip generating them.
        let king = !mv.is_drop() && self.piece_at(mv.from).is_some_and(|p| p.kind == Kind::King);
        let moves = if king || mv.is_castle() {
            self.moves()
        } else {
            Vec::new()
        };
        long_with(self, mv, &moves)
    }

    /// Polish full form of `mv`, without check marks.
    pub fn polish(&self, mv: Move) -> String {
        polish_with(self, mv, &self.moves())
    }

    /// `mv` in `style`; with `marks`, a check is followed by `+` and a
    /// checkmate (only under a check rule) by `#` (Polish: `X`). In games
    /// without a check rule `+` means an enemy king is attacked.
    pub fn format_move(&self, mv: Move, style: Style, marks: bool) -> String {
        let moves = self.moves();
        let mut s = match style {
            Style::San => san_with(self, mv, &moves),
            Style::Long => long_with(self, mv, &moves),
            Style::Polish => polish_with(self, mv, &moves),
        };
        if marks && style != Style::Long {
            let after = self.after(mv);
            if after.in_check() {
                let mate = self.rules().check_rule && after.moves().is_empty();
                s.push(match (mate, style) {
                    (false, _) => '+',
                    (true, Style::Polish) => 'X',
                    (true, _) => '#',
                });
            }
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(text: &str) -> MoveText {
        let r = parse(text, false).unwrap();
        r[0]
    }

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    #[test]
    fn parse_shapes() {
        let t = one("Nf3");
        assert_eq!((t.piece, t.to), (Some(Kind::Knight), Some(sq("f3"))));
        let t = one("exd5");
        assert_eq!((t.piece, t.from_file, t.capture), (None, Some(4), true));
        let t = one("Bxc3");
        assert_eq!(t.piece, Some(Kind::Bishop));
        let t = one("bxc3");
        assert_eq!((t.piece, t.from_file), (None, Some(1)));
        let t = one("e7e8q");
        assert_eq!(
            (t.from_square(), t.promotion),
            (Some(sq("e7")), Some(Kind::Queen))
        );
        let t = one("pa2-a1=H");
        assert_eq!(
            (t.piece, t.from_square(), t.promotion),
            (Some(Kind::Pawn), Some(sq("a2")), Some(Kind::Queen))
        );
        let t = one("W:f3");
        assert_eq!(
            (t.piece, t.capture, t.to),
            (Some(Kind::Rook), true, Some(sq("f3")))
        );
        let t = one("K/c2");
        assert_eq!((t.form, t.piece), (Form::Drop, Some(Kind::King)));
        let t = one("@e4");
        assert_eq!((t.form, t.piece), (Form::Drop, Some(Kind::Pawn)));
        assert_eq!(one("O-O").form, Form::Castle { high: true });
        assert_eq!(one("0-0-0").form, Form::Castle { high: false });
        assert_eq!(one("castle e1 h1").form, Form::CastleSquares);
        assert_eq!(one("b2<>d4").form, Form::Swap);
        assert_eq!(one("swap b2 d4").form, Form::Swap);
        let t = one("R10a12");
        assert_eq!((t.from_rank, t.to), (Some(9), Some(sq("a12"))));
        let t = one("Nbd2+!?");
        assert_eq!((t.from_file, t.to), (Some(1), Some(sq("d2"))));
        let t = one("exd6 e.p.");
        assert_eq!(t.to, Some(sq("d6")));
        // Two readings: a piece first, an upper-case square second.
        let r = parse("B2C3", false).unwrap();
        assert_eq!(r.len(), 2);
        assert_eq!(r[0].piece, Some(Kind::Bishop));
        assert_eq!(r[1].from_square(), Some(sq("b2")));
        // D is a file without dragons, the Dragon with them.
        assert_eq!(one("Dxe5").from_file, Some(3));
        assert_eq!(parse("Dxe5", true).unwrap()[0].piece, Some(Kind::Dragon));
    }

    #[test]
    fn parse_errors() {
        assert_eq!(parse("", false), Err(ParseError::Empty));
        assert_eq!(parse("  +# ", false), Err(ParseError::Empty));
        assert!(matches!(
            parse("hello", false),
            Err(ParseError::NotAMove(_))
        ));
        assert_eq!(parse("m4", false), Err(ParseError::BadSquare("m4".into())));
        assert_eq!(
            parse("e13", false),
            Err(ParseError::BadSquare("e13".into()))
        );
        assert_eq!(parse("Ne0", false), Err(ParseError::BadSquare("e0".into())));
        assert_eq!(parse("e8=Z", false), Err(ParseError::BadPiece('Z')));
        assert_eq!(parse("e8=D", false), Err(ParseError::BadPiece('D')));
        assert!(parse("e8=D", true).is_ok());
        assert!(parse("O-O-O-O", false).is_err());
        assert!(parse("Ж@e4", false).is_err());
        assert!(parse("é4", false).is_err());
    }
}
