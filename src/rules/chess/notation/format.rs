//! Moves to text: SAN, long algebraic, Polish.

use super::*;

/// SAN of `mv` in `pos`, disambiguated against `moves` (the list the move
/// came from), without check marks. Unique within `moves` and parsed back
/// to `mv` by [`resolve`].
pub fn san_with(pos: &Position, mv: Move, moves: &[Move]) -> String {
    match mv.kind {
        MoveKind::Drop(k) => format!("{}@{}", k.letter(), mv.to),
        MoveKind::Swap => format!("{}<>{}", mv.from, mv.to),
        MoveKind::Castle => castle_text(pos, mv, moves),
        _ => {
            let Some(piece) = pos.piece_at(mv.from) else {
                return format!("{}{}", mv.from, mv.to);
            };
            let capture = if pos.is_capture(mv) { "x" } else { "" };
            let promo = mv
                .promotion()
                .map_or(String::new(), |k| format!("={}", k.letter()));
            // Other men of the same kind that could make "the same" move.
            let rivals: Vec<Square> = moves
                .iter()
                .filter(|m| {
                    m.to == mv.to
                        && m.from != mv.from
                        && m.promotion() == mv.promotion()
                        && matches!(
                            m.kind,
                            MoveKind::Normal
                                | MoveKind::DoubleStep
                                | MoveKind::EnPassant
                                | MoveKind::Promotion(_)
                        )
                        && pos.piece_at(m.from).map(|p| p.kind) == Some(piece.kind)
                })
                .map(|m| m.from)
                .collect();
            if piece.kind == Kind::Pawn {
                // SAN pawns: a capture names the from-file; a pawn move
                // staying on its file names nothing. Rivals on the same
                // file (pawns moving back) need the full from-square.
                let stays = mv.from.file() == mv.to.file();
                let clash = rivals.iter().any(|r| r.file() == mv.from.file());
                if clash {
                    return format!("{}{capture}{}{promo}", mv.from, mv.to);
                }
                let file = if stays {
                    String::new()
                } else {
                    file_char(mv.from.file()).to_string()
                };
                let capture = if stays { "" } else { "x" };
                return format!("{file}{capture}{}{promo}", mv.to);
            }
            let dis = if rivals.is_empty() {
                String::new()
            } else if rivals.iter().all(|r| r.file() != mv.from.file()) {
                file_char(mv.from.file()).to_string()
            } else if rivals.iter().all(|r| r.rank() != mv.from.rank()) {
                (mv.from.rank() + 1).to_string()
            } else {
                mv.from.to_string()
            };
            format!("{}{dis}{capture}{}{promo}", piece.kind.letter(), mv.to)
        }
    }
}

/// `O-O` / `O-O-O` when that names one castling of `moves`, otherwise
/// `castle e1 h1`.
fn castle_text(pos: &Position, mv: Move, moves: &[Move]) -> String {
    let high = mv.to.file() > mv.from.file();
    let same_side = moves
        .iter()
        .filter(|m| m.is_castle() && (m.to.file() > m.from.file()) == high)
        .count();
    if same_side <= 1 || pos.rules().castling == Castling::Chess {
        if high { "O-O" } else { "O-O-O" }.to_string()
    } else {
        format!("castle {} {}", mv.from, mv.to)
    }
}

/// Long algebraic (see [`Style::Long`]).
pub fn long_with(pos: &Position, mv: Move, moves: &[Move]) -> String {
    match mv.kind {
        MoveKind::Drop(k) => format!("{}@{}", k.letter(), mv.to),
        MoveKind::Swap => format!("{}<>{}", mv.from, mv.to),
        MoveKind::Castle if pos.rules().castling == Castling::Chess => {
            format!("{}{}", mv.from, pos.castle_destinations(mv.from, mv.to).0)
        }
        MoveKind::Castle => {
            // King then rook; when a king could also take that rook (cruel
            // kings) the plain squares would be ambiguous.
            let clash = moves
                .iter()
                .any(|m| !m.is_castle() && m.from == mv.from && m.to == mv.to);
            if clash {
                format!("castle {} {}", mv.from, mv.to)
            } else {
                format!("{}{}", mv.from, mv.to)
            }
        }
        _ => {
            // A king step that reads like a castling by squares (cruel
            // kings taking an adjacent rook; odd chess set-ups) is written
            // so that it cannot: as a capture, or else in SAN.
            let like_castle = moves.iter().any(|m| {
                m.is_castle()
                    && m.from == mv.from
                    && (m.to == mv.to || pos.castle_destinations(m.from, m.to).0 == mv.to)
            });
            let promo = mv.promotion().map_or(String::new(), |k| {
                k.letter().to_ascii_lowercase().to_string()
            });
            match (like_castle, pos.is_capture(mv)) {
                (false, _) => format!("{}{}{promo}", mv.from, mv.to),
                (true, true) => format!("{}x{}{promo}", mv.from, mv.to),
                (true, false) => san_with(pos, mv, moves),
            }
        }
    }
}

/// Polish full form (see [`Style::Polish`]).
pub fn polish_with(pos: &Position, mv: Move, moves: &[Move]) -> String {
    match mv.kind {
        MoveKind::Drop(k) => format!("{}/{}", k.polish_letter(), mv.to),
        MoveKind::Swap => format!("{}<>{}", mv.from, mv.to),
        MoveKind::Castle => castle_text(pos, mv, moves),
        _ => {
            let letter = pos
                .piece_at(mv.from)
                .map_or('?', |p| p.kind.polish_letter());
            let sep = if pos.is_capture(mv) { ':' } else { '-' };
            let promo = mv.promotion().map_or(String::new(), |k| {
                format!("={}", k.polish_letter().to_ascii_uppercase())
            });
            format!("{letter}{}{sep}{}{promo}", mv.from, mv.to)
        }
    }
}
