//! Readings to one move of a list ([`resolve`]), or why not.

use super::*;

/// Finds the move of `moves` (legal or pseudo-legal moves of `pos`, maybe
/// filtered by the game) that `readings` describe. When the readings
/// together name one move, that is it; when they name several (two
/// knights; `kf2` as a k-file pawn and as the king),
/// [`MoveError::Ambiguous`] lists them; fallback readings count only when
/// the others name nothing. When none names a move, the error is the first
/// reading's (a missing promotion piece first: the player must say more).
/// `default_promotion`: the piece a promotion without a letter becomes
/// (Kriegspiel: queen); `None` makes it [`MoveError::PromotionMissing`].
pub fn resolve(
    pos: &Position,
    readings: &[MoveText],
    moves: &[Move],
    default_promotion: Option<Kind>,
) -> Result<Move, MoveError> {
    let mut found: Vec<Move> = Vec::new();
    let mut first_error = None;
    // Readings marked with a letter read two ways that name a move.
    let mut two_ways: Vec<char> = Vec::new();
    for t in readings {
        if t.fallback && !found.is_empty() {
            break;
        }
        let hits = match resolve_one(pos, t, moves, default_promotion) {
            Ok(m) => vec![m],
            Err(MoveError::Ambiguous { moves, .. }) => moves,
            Err(e @ MoveError::PromotionMissing { .. }) => {
                first_error = Some(e);
                continue;
            }
            Err(e) => {
                first_error.get_or_insert(e);
                continue;
            }
        };
        two_ways.extend(t.letter);
        for m in hits {
            if !found.contains(&m) {
                found.push(m);
            }
        }
    }
    match found.len() {
        0 => Err(first_error.unwrap_or(MoveError::Parse(ParseError::Empty))),
        1 => Ok(found[0]),
        _ => {
            let mut e = ambiguous(pos, found, moves);
            if let (MoveError::Ambiguous { letter, .. }, [c, _, ..]) = (&mut e, two_ways.as_slice())
            {
                *letter = Some(*c);
            }
            Err(e)
        }
    }
}

fn resolve_one(
    pos: &Position,
    t: &MoveText,
    moves: &[Move],
    default_promotion: Option<Kind>,
) -> Result<Move, MoveError> {
    let g = pos.geometry();
    for sq in [t.to, t.from_square()].into_iter().flatten() {
        if !g.contains(sq) {
            return Err(MoveError::OffBoard(sq));
        }
    }
    let found: Vec<Move> = match t.form {
        Form::Castle { high } => moves
            .iter()
            .filter(|m| m.is_castle() && (m.to.file() > m.from.file()) == high)
            .copied()
            .collect(),
        Form::CastleSquares => moves
            .iter()
            .filter(|m| m.is_castle() && Some(m.from) == t.from_square() && Some(m.to) == t.to)
            .copied()
            .collect(),
        Form::Swap => moves
            .iter()
            .filter(|m| {
                let (a, b) = (t.from_square(), t.to);
                m.kind == MoveKind::Swap
                    && ((Some(m.from) == a && Some(m.to) == b)
                        || (Some(m.from) == b && Some(m.to) == a))
            })
            .copied()
            .collect(),
        Form::Drop => moves
            .iter()
            .filter(|m| m.dropped() == t.piece && Some(m.to) == t.to)
            .copied()
            .collect(),
        Form::Board => return resolve_board(pos, t, moves, default_promotion),
    };
    match found.as_slice() {
        [one] => Ok(*one),
        [] => Err(match t.form {
            Form::Drop => {
                let kind = t.piece.unwrap_or(Kind::Pawn);
                if pos.reserve(pos.side_to_move(), kind) == 0 {
                    MoveError::NotInReserve(kind)
                } else {
                    let to = t.to.map(|s| s.to_string()).unwrap_or_default();
                    MoveError::CannotGo {
                        what: crate::t!("chess-what-drop", piece = kind.name(), to = to),
                    }
                }
            }
            Form::Swap => MoveError::CannotGo {
                what: crate::t!("chess-what-swap"),
            },
            _ => MoveError::CannotGo {
                what: crate::t!("chess-what-castling"),
            },
        }),
        _ => Err(ambiguous(pos, found, moves)),
    }
}

fn resolve_board(
    pos: &Position,
    t: &MoveText,
    moves: &[Move],
    default_promotion: Option<Kind>,
) -> Result<Move, MoveError> {
    let to =
        t.to.ok_or_else(|| MoveError::Parse(ParseError::NotAMove(String::new())))?;
    let full_from = t.from_square();
    // No letter and no full from-square: a pawn (SAN). A pawn without a
    // from-file stays on its file.
    let piece = t.piece.or(if full_from.is_some() {
        None
    } else {
        Some(Kind::Pawn)
    });
    let from_file = match (piece, t.from_file) {
        (Some(Kind::Pawn), None) => Some(to.file()),
        (_, f) => f,
    };
    let from_ok = |sq: Square| {
        from_file.is_none_or(|f| sq.file() == f) && t.from_rank.is_none_or(|r| sq.rank() == r)
    };
    let kind_ok = |sq: Square| piece.is_none_or(|k| pos.piece_at(sq).map(|p| p.kind) == Some(k));

    let mut found: Vec<Move> = Vec::new();
    for &m in moves {
        let hit = match m.kind {
            MoveKind::Drop(_) | MoveKind::Swap => false,
            // Castling by squares: king then rook, or king then its
            // destination (chess `e1g1`); never written as a capture.
            MoveKind::Castle => {
                !t.capture
                    && full_from == Some(m.from)
                    && piece.is_none_or(|k| k == Kind::King)
                    && (to == m.to || to == pos.castle_destinations(m.from, m.to).0)
            }
            _ => m.to == to && from_ok(m.from) && kind_ok(m.from),
        };
        if hit {
            found.push(m);
        }
    }

    // Promotion.
    let promoting = !found.is_empty() && found.iter().all(|m| m.promotion().is_some());
    match t.promotion {
        Some(k) => {
            if found.is_empty() {
                // Fall through to the "why not" below.
            } else if !promoting {
                return Err(MoveError::PromotionNotAllowed(k));
            } else {
                found.retain(|m| m.promotion() == Some(k));
                if found.is_empty() {
                    return Err(MoveError::PromotionNotAllowed(k));
                }
            }
        }
        None if promoting => {
            let chosen: Vec<Move> = match default_promotion {
                Some(k) => found
                    .iter()
                    .copied()
                    .filter(|m| m.promotion() == Some(k))
                    .collect(),
                None => Vec::new(),
            };
            if chosen.is_empty() {
                let mut pairs: Vec<(Square, Square)> =
                    found.iter().map(|m| (m.from, m.to)).collect();
                pairs.dedup();
                if pairs.len() == 1 {
                    let choices = found
                        .iter()
                        .filter_map(|m| m.promotion())
                        .fold(KindSet::EMPTY, |s, k| s.with(k));
                    // The usual choice as the example (`dxc8=Q`), not the
                    // first in move order (Chpok's king).
                    let usual = [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight]
                        .into_iter()
                        .find_map(|k| found.iter().find(|m| m.promotion() == Some(k)))
                        .unwrap_or(&found[0]);
                    let example = san_with(pos, *usual, moves);
                    return Err(MoveError::PromotionMissing { choices, example });
                }
                return Err(ambiguous(pos, found, moves));
            }
            found = chosen;
        }
        None => {}
    }

    match found.as_slice() {
        [one] => Ok(*one),
        [] => Err(why_not(pos, piece, from_file, t.from_rank, to)),
        _ => Err(ambiguous(pos, found, moves)),
    }
}

/// No move fits: either the mover has no such man, or none can go there.
fn why_not(
    pos: &Position,
    piece: Option<Kind>,
    from_file: Option<u8>,
    from_rank: Option<u8>,
    to: Square,
) -> MoveError {
    let side = pos.side_to_move();
    let have = pos.pieces().any(|(sq, p)| {
        p.color == side
            && piece.is_none_or(|k| p.kind == k)
            && from_file.is_none_or(|f| sq.file() == f)
            && from_rank.is_none_or(|r| sq.rank() == r)
    });
    let from = match (from_file, from_rank) {
        (Some(f), Some(r)) => Square::new(f, r).map(|s| s.to_string()).unwrap_or_default(),
        (Some(f), None) if piece != Some(Kind::Pawn) => {
            crate::t!("chess-from-file", file = file_char(f))
        }
        (Some(f), None) => crate::t!("chess-from-pawn-file", file = file_char(f)),
        (None, Some(r)) => crate::t!("chess-from-rank", rank = r + 1),
        (None, None) => String::new(),
    };
    if !have {
        return MoveError::NoSuchPiece { piece, from };
    }
    let to = to.to_string();
    let what = match (piece, from.is_empty()) {
        (Some(k), true) => crate::t!("chess-what-to", piece = k.name(), to = to),
        (Some(k), false) => crate::t!("chess-what-from-to", piece = k.name(), from = from, to = to),
        (None, _) => crate::t!("chess-what-square-to", from = from, to = to),
    };
    MoveError::CannotGo { what }
}

fn ambiguous(pos: &Position, mut found: Vec<Move>, moves: &[Move]) -> MoveError {
    found.dedup();
    let texts = found.iter().map(|&m| san_with(pos, m, moves)).collect();
    MoveError::Ambiguous {
        moves: found,
        texts,
        letter: None,
    }
}
