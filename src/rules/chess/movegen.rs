//! Move generation: pseudo-legal moves for every piece and switch, drops,
//! both castling styles, Exchange Chess moves, and the check-rule filter.

use super::attacks::{adjacent, DIAGONAL, DRAGON, KING, KNIGHT, ORTHOGONAL};
use super::geometry::{Square, STRIDE};
use super::moves::{Move, MoveKind};
use super::piece::{code, Color, Kind, KindSet, Piece, EMPTY};
use super::position::{Position, BLACK_HIGH, BLACK_LOW, WHITE_HIGH, WHITE_LOW};
use super::variant::{Castling, Movement};

/// Cell codes of side `us`'s men are `lo..lo + 7`.
#[inline]
fn lowest_code(color: usize) -> u8 {
    if color == 0 {
        1
    } else {
        9
    }
}

#[inline]
fn in_band(c: u8, lo: u8) -> bool {
    c.wrapping_sub(lo) < 7
}

#[inline]
fn mv(from: usize, to: usize, kind: MoveKind) -> Move {
    Move::new(Square::from_idx(from), Square::from_idx(to), kind)
}

impl Position {
    /// The moves the side to move may make: legal moves when the rules have
    /// a check rule, otherwise every pseudo-legal move (which is what those
    /// games allow). Drops from the reserve are included.
    pub fn moves(&self) -> Vec<Move> {
        let mut out = Vec::with_capacity(64);
        self.clone().generate(&mut out);
        out
    }

    /// [`Position::moves`] into a reusable buffer (cleared first). Takes
    /// `&mut self` because legality is tested by making and unmaking moves;
    /// the position is unchanged afterwards.
    pub fn generate(&mut self, out: &mut Vec<Move>) {
        out.clear();
        self.pseudo_moves_into(out);
        if self.rules.check_rule {
            self.retain_legal(out);
        }
    }

    /// Every move by the movement rules, ignoring the check rule.
    pub fn pseudo_moves(&self) -> Vec<Move> {
        let mut out = Vec::with_capacity(64);
        self.pseudo_moves_into(&mut out);
        out
    }

    /// Whether `mv` is in [`Position::moves`].
    pub fn is_legal(&self, mv: Move) -> bool {
        self.moves().contains(&mv)
    }

    /// Number of leaf nodes of the move tree `depth` plies deep (the
    /// standard move-generator test). Counts leaves in bulk at depth 1.
    pub fn perft(&mut self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut moves = Vec::with_capacity(64);
        self.generate(&mut moves);
        if depth == 1 {
            return moves.len() as u64;
        }
        let mut n = 0;
        for &m in &moves {
            let undo = self.make(m);
            n += self.perft(depth - 1);
            self.unmake(m, undo);
        }
        n
    }

    /// The side to move's legal pawn captures (en passant included) as
    /// distinct from–to pairs: a capture with several promotion choices
    /// counts once. Kriegspiel's "pawn tries".
    pub fn legal_pawn_captures(&self) -> Vec<(Square, Square)> {
        let pawn = Some(Piece::new(self.side, Kind::Pawn));
        let mut out: Vec<(Square, Square)> = self
            .moves()
            .into_iter()
            .filter(|&m| self.piece_at(m.from) == pawn && !m.is_drop() && self.is_capture(m))
            .map(|m| (m.from, m.to))
            .collect();
        out.dedup();
        out
    }

    pub(crate) fn pseudo_moves_into(&self, out: &mut Vec<Move>) {
        self.board_moves_into(out);
        self.gen_drops(out);
    }

    /// The moves of the men on the board, drops left out (appended to
    /// `out`): what can attack a king at once where drops may not check.
    pub fn board_moves_into(&self, out: &mut Vec<Move>) {
        match self.rules.movement {
            Movement::Chess => {
                self.gen_board_moves(out);
                match self.rules.castling {
                    Castling::None => {}
                    Castling::Chess => self.gen_chess_castling(out),
                    Castling::Chpok => self.gen_chpok_castling(out),
                }
            }
            Movement::Exchange => self.gen_exchange(out),
        }
    }

    /// Removes the moves that leave the mover's king attacked.
    fn retain_legal(&mut self, out: &mut Vec<Move>) {
        let us = self.side.index();
        let count = self.king_count[us];
        let in_check = self.king_in_danger(us);
        let king = self.king_sq[us];
        let mut kept = 0;
        for i in 0..out.len() {
            let m = out[i];
            // Only a king move, a man pinned to the king (only sliders pin:
            // jumps and steps cannot be uncovered), en passant (two men
            // leave the rank), castling, or a new king can expose a king
            // that is not in check; everything else is legal.
            let exposes =
                |from: Square| count != 1 || from == king || self.may_be_pinned(king, from);
            let test = in_check
                || match m.kind {
                    MoveKind::Normal | MoveKind::DoubleStep => exposes(m.from),
                    MoveKind::Promotion(k) => k == Kind::King || exposes(m.from),
                    MoveKind::Drop(k) => k == Kind::King,
                    MoveKind::EnPassant | MoveKind::Castle | MoveKind::Swap => true,
                };
            let legal = !test || {
                let undo = self.make(m);
                let safe = !self.king_in_danger(us);
                self.unmake(m, undo);
                safe
            };
            if legal {
                out[kept] = m;
                kept += 1;
            }
        }
        out.truncate(kept);
    }

    /// Whether the man on `from` stands between the side to move's `king`
    /// and an enemy slider on that line (nothing else between).
    fn may_be_pinned(&self, king: Square, from: Square) -> bool {
        if !from.aligned(king) {
            return false;
        }
        let df = (from.file() as i32 - king.file() as i32).signum();
        let dr = (from.rank() as i32 - king.rank() as i32).signum();
        let d = df + dr * STRIDE;
        let mut t = king.idx() as i32 + d;
        while t != from.idx() as i32 {
            if self.board[t as usize] != EMPTY {
                return false;
            }
            t += d;
        }
        t += d;
        while self.board[t as usize] == EMPTY {
            t += d;
        }
        let them = 1 - self.side.index();
        let c = self.board[t as usize];
        let slider = if df == 0 || dr == 0 {
            Kind::Rook
        } else {
            Kind::Bishop
        };
        c == code(them, Kind::Queen) || c == code(them, slider)
    }

    /// Chess movement of every man of the side to move.
    fn gen_board_moves(&self, out: &mut Vec<Move>) {
        let us = self.side.index();
        let own = lowest_code(us);
        let enemy = lowest_code(1 - us);
        let g = self.geometry();
        let r = &self.rules;
        for rank in 0..g.height {
            let row = Square::at(0, rank).idx();
            for from in row..row + g.width as usize {
                let c = self.board[from];
                if !in_band(c, own) {
                    continue;
                }
                match c - own {
                    0 => {
                        self.gen_jumps(from, &KING, enemy, out);
                        if r.cruel_kings {
                            self.gen_cruel_king(from, own, out);
                        }
                    }
                    1 => {
                        self.gen_slides(from, &ORTHOGONAL, enemy, out);
                        self.gen_slides(from, &DIAGONAL, enemy, out);
                        if r.super_queen {
                            self.gen_jumps(from, &KNIGHT, enemy, out);
                        }
                    }
                    2 => self.gen_slides(from, &ORTHOGONAL, enemy, out),
                    3 => {
                        self.gen_slides(from, &DIAGONAL, enemy, out);
                        if r.bishop_corner_step && g.is_corner(Square::from_idx(from)) {
                            self.gen_jumps(from, &ORTHOGONAL, enemy, out);
                        }
                    }
                    4 => self.gen_jumps(from, &KNIGHT, enemy, out),
                    5 => self.gen_pawn(from, us, enemy, out),
                    _ => self.gen_jumps(from, &DRAGON, enemy, out),
                }
            }
        }
    }

    /// One-step or jumping moves to empty or enemy-held squares.
    #[inline]
    fn gen_jumps(&self, from: usize, steps: &[i32], enemy: u8, out: &mut Vec<Move>) {
        for &d in steps {
            let to = (from as i32 + d) as usize;
            let c = self.board[to];
            if c == EMPTY || in_band(c, enemy) {
                out.push(mv(from, to, MoveKind::Normal));
            }
        }
    }

    /// Sliding moves along `dirs` up to the first man (taken if an enemy).
    #[inline]
    fn gen_slides(&self, from: usize, dirs: &[i32], enemy: u8, out: &mut Vec<Move>) {
        for &d in dirs {
            let mut to = from as i32 + d;
            loop {
                let c = self.board[to as usize];
                if c == EMPTY {
                    out.push(mv(from, to as usize, MoveKind::Normal));
                    to += d;
                    continue;
                }
                if in_band(c, enemy) {
                    out.push(mv(from, to as usize, MoveKind::Normal));
                }
                break;
            }
        }
    }

    /// Cruel kings: a king may take an own man other than a king.
    fn gen_cruel_king(&self, from: usize, own: u8, out: &mut Vec<Move>) {
        for d in KING {
            let to = (from as i32 + d) as usize;
            let c = self.board[to];
            if in_band(c, own) && c != own {
                out.push(mv(from, to, MoveKind::Normal));
            }
        }
    }

    fn gen_pawn(&self, from: usize, us: usize, enemy: u8, out: &mut Vec<Move>) {
        let g = self.geometry();
        let color = Color::from_index(us);
        let fwd = Position::forward(us);
        let rank = Square::from_idx(from).rank();
        let last = g.last_rank(color);
        let promotions = self.promotions[us];
        let one = (from as i32 + fwd) as usize;
        // From the pawn's own rank: `one` may lie off the board (a pawn
        // set up on its last rank), where `Square::rank` is meaningless.
        let reaches_last = i32::from(rank) + fwd.signum() == i32::from(last);
        if self.board[one] == EMPTY {
            push_pawn(from, one, reaches_last, promotions, out);
            let two = (one as i32 + fwd) as usize;
            if self.rules.double_step
                && rank == g.relative_rank(color, 1)
                && self.board[two] == EMPTY
                && Square::from_idx(two).rank() != last
            {
                out.push(mv(from, two, MoveKind::DoubleStep));
            }
        }
        for side in [-1, 1] {
            let to = (one as i32 + side) as usize;
            let c = self.board[to];
            if in_band(c, enemy) {
                push_pawn(from, to, reaches_last, promotions, out);
            } else if c == EMPTY && self.ep.map(|e| e.idx()) == Some(to) {
                out.push(mv(from, to, MoveKind::EnPassant));
            }
        }
        if self.rules.pawns_back {
            let back = (from as i32 - fwd) as usize;
            if self.board[back] == EMPTY {
                out.push(mv(from, back, MoveKind::Normal));
            }
        }
    }

    /// Chess castling with all its conditions (see [`Castling::Chess`]).
    fn gen_chess_castling(&self, out: &mut Vec<Move>) {
        let us = self.side.index();
        let (high, low) = if us == 0 {
            (WHITE_HIGH, WHITE_LOW)
        } else {
            (BLACK_HIGH, BLACK_LOW)
        };
        if self.castling & (high | low) == 0 || self.king_count[us] != 1 {
            return;
        }
        let g = self.geometry();
        let king = self.king_sq[us];
        let home = g.home_rank(self.side);
        if king.rank() != home || self.attacked(king.idx(), 1 - us) {
            return;
        }
        let rook = code(us, Kind::Rook);
        for (right, rook_file) in [(high, g.width - 1), (low, 0)] {
            if self.castling & right == 0 {
                continue;
            }
            let rook_sq = Square::at(rook_file, home);
            if self.board[rook_sq.idx()] != rook {
                continue;
            }
            let (king_to, rook_to) = self.castle_destinations(king, rook_sq);
            let files = [king.file(), rook_file, king_to.file(), rook_to.file()];
            let lo = files.iter().min().copied().unwrap_or(0);
            let hi = files.iter().max().copied().unwrap_or(0);
            let clear = (lo..=hi).all(|f| {
                let s = Square::at(f, home);
                s == king || s == rook_sq || self.board[s.idx()] == EMPTY
            });
            if !clear {
                continue;
            }
            // The king may not pass through or land on an attacked square.
            let (a, b) = (
                king.file().min(king_to.file()),
                king.file().max(king_to.file()),
            );
            let safe = (a..=b).all(|f| {
                let s = Square::at(f, home);
                s == king || !self.attacked(s.idx(), 1 - us)
            });
            if safe {
                out.push(Move::new(king, rook_sq, MoveKind::Castle));
            }
        }
    }

    /// Chpok castling: each king on the home row with each nearest rook on
    /// that row (see [`Castling::Chpok`]).
    fn gen_chpok_castling(&self, out: &mut Vec<Move>) {
        let us = self.side.index();
        if self.castles_left[us] == 0 || self.king_count[us] == 0 {
            return;
        }
        let g = self.geometry();
        let home = g.home_rank(self.side);
        let (king, rook) = (code(us, Kind::King), code(us, Kind::Rook));
        for f in 0..g.width {
            let k = Square::at(f, home);
            if self.board[k.idx()] != king {
                continue;
            }
            for d in [-1i32, 1] {
                let mut t = k.idx() as i32 + d;
                while self.board[t as usize] == EMPTY {
                    t += d;
                }
                if self.board[t as usize] == rook {
                    out.push(Move::new(k, Square::from_idx(t as usize), MoveKind::Castle));
                }
            }
        }
    }

    /// Exchange Chess moves (see [`Movement::Exchange`]).
    fn gen_exchange(&self, out: &mut Vec<Move>) {
        let us = self.side.index();
        let own = lowest_code(us);
        let enemy = lowest_code(1 - us);
        let king = code(us, Kind::King);
        let knight = code(us, Kind::Knight);
        let mut men: Vec<(usize, Piece)> = Vec::new();
        for (sq, p) in self.pieces() {
            if p.color.index() == us && p.kind != Kind::King {
                men.push((sq.idx(), p));
            }
        }
        let mut swaps: Vec<(usize, usize)> = Vec::new();
        for &(from, p) in &men {
            self.for_each_attack(from, p, |to| {
                let c = self.board[to];
                if in_band(c, enemy) {
                    out.push(mv(from, to, MoveKind::Normal));
                } else if in_band(c, own) && c != king {
                    swaps.push((from.min(to), from.max(to)));
                }
            });
            if p.kind == Kind::Knight {
                for d in KNIGHT {
                    let to = (from as i32 + d) as usize;
                    if self.board[to] != EMPTY {
                        continue;
                    }
                    let guarded = KNIGHT.iter().any(|&e| {
                        let k = (to as i32 + e) as usize;
                        k != from && self.board[k] == knight
                    });
                    if guarded {
                        out.push(mv(from, to, MoveKind::Normal));
                    }
                }
            }
        }
        swaps.sort_unstable();
        swaps.dedup();
        out.extend(swaps.into_iter().map(|(a, b)| mv(a, b, MoveKind::Swap)));
    }

    /// Drops from the side to move's reserve, by [`super::DropRules`].
    fn gen_drops(&self, out: &mut Vec<Move>) {
        if !self.has_reserve(self.side) {
            return;
        }
        let us = self.side;
        let g = self.geometry();
        let rules = self.rules.drops;
        let enemy_kings = self.kings(us.other());
        let mut all_kings = self.kings(us);
        all_kings.extend_from_slice(&enemy_kings);
        let home_rows = [g.relative_rank(us, 0), g.relative_rank(us, 1)];
        for kind in Kind::ALL {
            if self.reserve(us, kind) == 0 {
                continue;
            }
            let piece = Piece::new(us, kind);
            for sq in g.squares() {
                if self.board[sq.idx()] != EMPTY {
                    continue;
                }
                let rank = sq.rank();
                if kind == Kind::Pawn
                    && rules.no_pawn_on_end_ranks
                    && (rank == 0 || rank == g.height - 1)
                {
                    continue;
                }
                if rules.home_rows_only && !home_rows.contains(&rank) {
                    continue;
                }
                if kind == Kind::King && rules.king_on_corner && !g.is_corner(sq) {
                    continue;
                }
                if rules.away_from_kings && all_kings.iter().any(|&k| adjacent(k, sq)) {
                    continue;
                }
                if rules.no_check && enemy_kings.iter().any(|&k| self.would_attack(sq, piece, k)) {
                    continue;
                }
                out.push(Move::drop(kind, sq));
            }
        }
    }
}

/// A pawn move, or one move per promotion choice when it reaches the last
/// rank (none when there is no choice: Korpalski without a prisoner).
#[inline]
fn push_pawn(from: usize, to: usize, promotes: bool, choices: KindSet, out: &mut Vec<Move>) {
    if promotes {
        for k in choices.iter() {
            out.push(mv(from, to, MoveKind::Promotion(k)));
        }
    } else {
        out.push(mv(from, to, MoveKind::Normal));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::chess::{DropRules, Rules};

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    fn targets(pos: &Position, from: &str) -> Vec<String> {
        let mut v: Vec<String> = pos
            .moves()
            .into_iter()
            .filter(|m| m.from == sq(from) && !m.is_drop())
            .map(|m| m.to.to_string())
            .collect();
        v.sort();
        v.dedup();
        v
    }

    fn white(k: Kind) -> Option<Piece> {
        Some(Piece::new(Color::White, k))
    }
    fn black(k: Kind) -> Option<Piece> {
        Some(Piece::new(Color::Black, k))
    }

    #[test]
    fn dragon_moves_jump_over_anything() {
        let mut pos = Position::empty(Rules::chpok(8)).unwrap();
        pos.put(sq("e4"), white(Kind::Dragon));
        pos.put(sq("e5"), white(Kind::Pawn));
        pos.put(sq("e6"), black(Kind::Pawn));
        pos.put(sq("d5"), white(Kind::Knight));
        assert_eq!(
            targets(&pos, "e4"),
            ["c4", "d3", "e2", "e6", "f3", "f5", "g4"]
        );
    }

    #[test]
    fn super_queen_and_corner_bishop() {
        let mut rules = Rules::chpok(8);
        let mut pos = Position::empty(rules).unwrap();
        pos.put(sq("a1"), white(Kind::Bishop));
        pos.put(sq("b2"), white(Kind::Pawn));
        pos.put(sq("b1"), black(Kind::Knight));
        pos.put(sq("h1"), white(Kind::Queen));
        pos.put(sq("g1"), white(Kind::Rook));
        pos.put(sq("g2"), white(Kind::Rook));
        pos.put(sq("h2"), white(Kind::Rook));
        assert!(targets(&pos, "a1").is_empty());
        assert!(targets(&pos, "h1").is_empty());
        rules.bishop_corner_step = true;
        rules.super_queen = true;
        pos.rules = rules;
        assert_eq!(targets(&pos, "a1"), ["a2", "b1"]);
        assert_eq!(targets(&pos, "h1"), ["f2", "g3"]);
        // Off the corner the bishop is an ordinary bishop.
        pos.put(sq("a1"), None);
        pos.put(sq("c1"), white(Kind::Bishop));
        assert_eq!(targets(&pos, "c1"), ["d2", "e3", "f4", "g5", "h6"]);
    }

    #[test]
    fn pawns_back_and_cruel_kings() {
        let mut rules = Rules::chpok(8);
        let mut pos = Position::empty(rules).unwrap();
        pos.put(sq("e4"), white(Kind::Pawn));
        pos.put(sq("d2"), white(Kind::King));
        pos.put(sq("d3"), white(Kind::Knight));
        pos.put(sq("e2"), white(Kind::King));
        assert_eq!(targets(&pos, "e4"), ["e5"]);
        assert!(!targets(&pos, "d2").contains(&"d3".to_string()));
        rules.pawns_back = true;
        rules.cruel_kings = true;
        pos.rules = rules;
        assert_eq!(targets(&pos, "e4"), ["e3", "e5"]);
        let king = targets(&pos, "d2");
        assert!(king.contains(&"d3".to_string()), "takes own knight");
        assert!(!king.contains(&"e2".to_string()), "never an own king");
        // Backwards only onto an empty square.
        pos.put(sq("e3"), black(Kind::Pawn));
        assert_eq!(targets(&pos, "e4"), ["e5"]);
    }

    #[test]
    fn pawns_on_their_last_rank_are_stuck() {
        // Set up by FEN (Chpok allows any position): no move, no panic.
        let pos = Position::from_fen("7K/8/8/8/8/8/8/kp6 b - - 0 1", Rules::chpok(8)).unwrap();
        assert!(targets(&pos, "b1").is_empty());
        let mut rules = Rules::chpok(8);
        rules.pawns_back = true;
        let pos = Position::from_fen("1P5K/8/8/8/8/8/8/k7 w - - 0 1", rules).unwrap();
        assert_eq!(targets(&pos, "b8"), ["b7"]);
    }

    #[test]
    fn double_step_from_own_second_rank_only() {
        let mut pos = Position::empty(Rules::korpalski()).unwrap();
        pos.put(sq("a1"), white(Kind::King));
        pos.put(sq("h8"), black(Kind::King));
        pos.put(sq("c2"), white(Kind::Pawn));
        pos.put(sq("d3"), white(Kind::Pawn));
        assert_eq!(targets(&pos, "c2"), ["c3", "c4"]);
        assert_eq!(targets(&pos, "d3"), ["d4"]);
        pos.set_side_to_move(Color::Black);
        pos.put(sq("f7"), black(Kind::Pawn));
        assert_eq!(targets(&pos, "f7"), ["f5", "f6"]);
    }

    #[test]
    fn en_passant_switch() {
        let fen = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";
        let pos = Position::from_fen(fen, Rules::chess()).unwrap();
        assert_eq!(targets(&pos, "e5"), ["d6", "e6"]);
        let noep = Rules {
            en_passant: false,
            ..Rules::chess()
        };
        let mut pos = Position::from_fen("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", noep).unwrap();
        pos.play(Move::new(sq("d7"), sq("d5"), MoveKind::DoubleStep));
        assert_eq!(pos.en_passant(), None);
        assert_eq!(targets(&pos, "e5"), ["e6"]);
    }

    #[test]
    fn promotion_sets() {
        let mut pos =
            Position::from_fen("8/4P3/8/8/8/8/8/k1K5 w - - 0 1", Rules::korpalski()).unwrap();
        // No prisoner: the pawn may not enter the last rank.
        assert!(targets(&pos, "e7").is_empty());
        pos.set_promotions(Color::White, KindSet::of(&[Kind::Rook]));
        let promos: Vec<Move> = pos
            .moves()
            .into_iter()
            .filter(|m| m.from == sq("e7"))
            .collect();
        assert_eq!(
            promos,
            [Move::new(
                sq("e7"),
                sq("e8"),
                MoveKind::Promotion(Kind::Rook)
            )]
        );
        let chpok = Position::from_fen("8/4P3/8/8/8/8/8/k1K5 w - - 0 1", Rules::chpok(8)).unwrap();
        let n = chpok.moves().iter().filter(|m| m.from == sq("e7")).count();
        assert_eq!(n, 6, "K Q R B D N");
    }

    #[test]
    fn chpok_castling() {
        let mut pos =
            Position::from_fen("4k3/8/8/8/8/8/8/R3K1NR w - - 0 1", Rules::chpok(8)).unwrap();
        let castles = |p: &Position| -> Vec<String> {
            p.moves()
                .into_iter()
                .filter(|m| m.is_castle())
                .map(|m| format!("{}{}", m.from, m.to))
                .collect()
        };
        assert!(castles(&pos).is_empty(), "no castlings left");
        pos.set_castles_left(Color::White, 1);
        assert_eq!(castles(&pos), ["e1a1"], "g1 knight blocks h1");
        let m = Move::new(sq("e1"), sq("a1"), MoveKind::Castle);
        let after = pos.after(m);
        assert_eq!(after.piece_at(sq("c1")), white(Kind::King));
        assert_eq!(after.piece_at(sq("d1")), white(Kind::Rook));
        assert_eq!(after.castles_left(Color::White), 0);
        // Adjacent king and rook swap; squares attacked do not matter.
        let mut pos =
            Position::from_fen("4r2k/8/8/8/8/8/8/1K2RK2 w - - 0 1", Rules::chpok(8)).unwrap();
        pos.set_castles_left(Color::White, 2);
        // Kings b1 and f1, rook e1: b1 castles over c1, d1; f1 swaps.
        assert_eq!(castles(&pos), ["b1e1", "f1e1"]);
        let after = pos.after(Move::new(sq("f1"), sq("e1"), MoveKind::Castle));
        assert_eq!(after.piece_at(sq("e1")), white(Kind::King));
        assert_eq!(after.piece_at(sq("f1")), white(Kind::Rook));
        // K b1 + R h1 → R c1, K d1.
        let mut pos = Position::from_fen("7k/8/8/8/8/8/8/1K5R w - - 0 1", Rules::chpok(8)).unwrap();
        pos.set_castles_left(Color::White, 1);
        let after = pos.after(Move::new(sq("b1"), sq("h1"), MoveKind::Castle));
        assert_eq!(after.piece_at(sq("c1")), white(Kind::Rook));
        assert_eq!(after.piece_at(sq("d1")), white(Kind::King));
    }

    #[test]
    fn chess_castling_conditions() {
        let count = |fen: &str| {
            Position::from_fen(fen, Rules::chess())
                .unwrap()
                .moves()
                .iter()
                .filter(|m| m.is_castle())
                .count()
        };
        assert_eq!(count("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), 2);
        assert_eq!(count("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1"), 1);
        // In check: none. Through an attacked square (f1): only O-O-O.
        assert_eq!(count("r3k2r/8/8/8/8/8/4r3/R3K2R w KQ - 0 1"), 0);
        assert_eq!(count("r3kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1"), 1);
        // b1 attacked does not matter for O-O-O; b1 occupied does.
        assert_eq!(count("1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1"), 1);
        assert_eq!(count("4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1"), 0);
    }

    #[test]
    fn korpalski_drops() {
        let mut pos = Position::empty(Rules::korpalski()).unwrap();
        pos.set_reserve(Color::White, Kind::King, 1);
        pos.set_reserve(Color::Black, Kind::King, 1);
        pos.set_reserve(Color::White, Kind::Pawn, 8);
        pos.set_reserve(Color::White, Kind::Rook, 2);
        assert_eq!(pos.moves().len(), 64 * 3 - 16, "no pawn on ranks 1 and 8");
        pos.play(Move::drop(Kind::King, sq("c2")));
        // Black's king may not be dropped next to White's.
        let black_moves = pos.moves();
        assert_eq!(black_moves.len(), 64 - 1 - 8);
        pos.play(Move::drop(Kind::King, sq("e5")));
        // No drop may give check: no rook on the e-file or rank 5.
        let rooks: Vec<Move> = pos
            .moves()
            .into_iter()
            .filter(|m| m.dropped() == Some(Kind::Rook))
            .collect();
        assert!(rooks.iter().all(|m| m.to.file() != 4 && m.to.rank() != 4));
        assert!(!rooks.is_empty());
        // Pawn drops checking the king (d4, f4 attack e5) are out.
        let pawns: Vec<String> = pos
            .moves()
            .into_iter()
            .filter(|m| m.dropped() == Some(Kind::Pawn))
            .map(|m| m.to.to_string())
            .collect();
        assert!(!pawns.contains(&"d4".to_string()) && !pawns.contains(&"f4".to_string()));
        assert!(pawns.contains(&"e4".to_string()));
    }

    #[test]
    fn blocking_by_drop() {
        // White king a1 in check from a rook on a8: drops may only block.
        let mut pos =
            Position::from_fen("r6k/8/8/8/8/8/8/K7 w - - 0 1", Rules::korpalski()).unwrap();
        pos.set_reserve(Color::White, Kind::Knight, 1);
        let drops: Vec<String> = pos
            .moves()
            .into_iter()
            .filter(|m| m.is_drop())
            .map(|m| m.to.to_string())
            .collect();
        // a2…a7, except a6/a7? No check on h8 from a knight at f7/g6, so
        // those squares are excluded only by not blocking.
        assert_eq!(drops, ["a2", "a3", "a4", "a5", "a6", "a7"]);
    }

    fn exchange_text(pos: &Position) -> Vec<String> {
        let mut v: Vec<String> = pos
            .moves()
            .iter()
            .map(|m| match m.kind {
                MoveKind::Swap => format!("{}<>{}", m.from, m.to),
                MoveKind::Drop(k) => format!("{}@{}", k.letter(), m.to),
                _ => format!("{}{}", m.from, m.to),
            })
            .collect();
        v.sort();
        v
    }

    #[test]
    fn exchange_moves() {
        let mut pos = Position::empty(Rules::exchange(6)).unwrap();
        pos.put(sq("a1"), white(Kind::King));
        pos.put(sq("f6"), black(Kind::King));
        pos.put(sq("c3"), white(Kind::Knight));
        pos.put(sq("e2"), white(Kind::Knight));
        pos.put(sq("c1"), white(Kind::Rook));
        pos.put(sq("d5"), black(Kind::Bishop));
        // Captures only (Nc3xd5; the rook has nothing to take), swaps where
        // one attacks the other (knights each other, Ne2 and Rc1 the rook
        // square… c1 and c3 by the rook), no knight step (no empty square
        // is a jump from both knights), and kings never move.
        assert_eq!(exchange_text(&pos), ["c1<>c3", "c1<>e2", "c3d5", "e2<>c3"]);
        // Drops: not next to a king, not attacking the enemy king.
        pos.set_reserve(Color::White, Kind::Queen, 1);
        let text = exchange_text(&pos);
        assert!(!text.contains(&"Q@b2".to_string()), "next to a1");
        assert!(!text.contains(&"Q@f1".to_string()), "would attack f6");
        assert!(!text.contains(&"Q@e5".to_string()), "next to f6");
        assert!(text.contains(&"Q@b4".to_string()));
        // Knight steps: to an empty square another own knight attacks.
        let mut pos = Position::empty(Rules::exchange(6)).unwrap();
        pos.put(sq("a6"), white(Kind::King));
        pos.put(sq("b1"), white(Kind::Knight));
        pos.put(sq("f1"), white(Kind::Knight));
        assert_eq!(exchange_text(&pos), ["b1d2", "f1d2"]);
    }

    #[test]
    fn exchange_king_drop_on_corners() {
        let mut pos = Position::empty(Rules::exchange(5)).unwrap();
        pos.set_reserve(Color::White, Kind::King, 1);
        pos.set_reserve(Color::White, Kind::Queen, 3);
        let kings: Vec<String> = pos
            .moves()
            .into_iter()
            .filter(|m| m.dropped() == Some(Kind::King))
            .map(|m| m.to.to_string())
            .collect();
        assert_eq!(kings, ["a1", "e1", "a5", "e5"]);
    }

    #[test]
    fn newborn_drop_home_rows() {
        let mut pos = Position::with_home_rows(Rules::chpok(8), "RNBQKBNR").unwrap();
        pos.play(Move::new(sq("e2"), sq("e4"), MoveKind::DoubleStep));
        pos.play(Move::new(sq("e7"), sq("e5"), MoveKind::DoubleStep));
        pos.set_reserve(Color::White, Kind::Pawn, 1);
        let drops: Vec<String> = pos
            .moves()
            .into_iter()
            .filter(|m| m.is_drop())
            .map(|m| m.to.to_string())
            .collect();
        assert_eq!(drops, ["e2"]);
        let rules = Rules {
            drops: DropRules::default(),
            ..Rules::chpok(8)
        };
        pos.rules = rules;
        assert_eq!(pos.moves().iter().filter(|m| m.is_drop()).count(), 64 - 32);
    }

    #[test]
    fn several_kings_and_none() {
        // Chpok: two white kings, none for Black; moves are pseudo-legal.
        let mut pos = Position::from_fen("8/8/8/8/8/8/8/K1K4r w - - 0 1", Rules::chpok(8)).unwrap();
        assert_eq!(pos.king_count(Color::White), 2);
        assert!(pos.in_check());
        let kx = Move::normal(sq("h1"), sq("c1"));
        pos.set_side_to_move(Color::Black);
        assert!(pos.moves().contains(&kx));
        pos.play(kx);
        assert_eq!(pos.king_count(Color::White), 1);
        assert_eq!(pos.king_square(Color::White), Some(sq("a1")));
        assert_eq!(pos.king_count(Color::Black), 0);
    }

    #[test]
    fn pawn_captures_for_kriegspiel() {
        // e5 takes d6 en passant or f6; the d7-pawn… pinned captures do not count.
        let pos =
            Position::from_fen("4k3/8/5n2/3pP3/8/8/8/4K3 w - d6 0 1", Rules::chess()).unwrap();
        assert_eq!(
            pos.legal_pawn_captures(),
            [(sq("e5"), sq("d6")), (sq("e5"), sq("f6"))]
        );
        let pinned =
            Position::from_fen("4r1k1/8/3n4/4P3/8/8/8/4K3 w - - 0 1", Rules::chess()).unwrap();
        assert!(pinned.legal_pawn_captures().is_empty());
        // A promotion capture counts once.
        let promo =
            Position::from_fen("3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1", Rules::chess()).unwrap();
        assert_eq!(promo.legal_pawn_captures(), [(sq("e7"), sq("d8"))]);
    }

    /// Check-rule and pseudo-legal rule sets with every switch, for the
    /// brute-force comparisons below.
    fn varied_start(config: u8) -> Position {
        let mut rules = match config % 4 {
            0 => Rules::chess(),
            1 => Rules {
                width: 10,
                height: 10,
                dragons: true,
                super_queen: true,
                bishop_corner_step: true,
                pawns_back: true,
                promotion: KindSet::of(&[Kind::Queen, Kind::Dragon]),
                ..Rules::chess()
            },
            2 => Rules {
                cruel_kings: true,
                super_queen: true,
                bishop_corner_step: true,
                pawns_back: true,
                ..Rules::chpok(9)
            },
            _ => Rules::korpalski(),
        };
        let row = match config % 4 {
            0 => "RNBQKBNR",
            1 => "BNRDQKDRNB",
            2 => "RKBDQDBKR",
            _ => "",
        };
        if row.is_empty() {
            rules.promotion = KindSet::of(&[Kind::Rook]);
            let mut p = Position::empty(rules).unwrap();
            for c in [Color::White, Color::Black] {
                p.set_reserve(c, Kind::King, 1);
                p.set_reserve(c, Kind::Queen, 1);
                p.set_reserve(c, Kind::Knight, 2);
                p.set_reserve(c, Kind::Pawn, 4);
            }
            return p;
        }
        let mut p = Position::with_home_rows(rules, row).unwrap();
        p.set_castles_left(Color::White, 2);
        p.set_castles_left(Color::Black, 2);
        p
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig {
            cases: 64, ..proptest::prelude::ProptestConfig::default()
        })]

        /// The legal filter's shortcuts agree with testing every move, and
        /// make/unmake restores every position exactly.
        #[test]
        fn legal_filter_and_unmake_are_exact(config in 0u8..8, seed in 0u64..u64::MAX, plies in 0usize..80) {
            use rand::seq::IndexedRandom;
            use rand::SeedableRng;
            let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
            let mut pos = varied_start(config);
            for _ in 0..plies {
                let moves = pos.moves();
                let pseudo = pos.pseudo_moves();
                let us = pos.side_to_move();
                let mut brute: Vec<Move> = pseudo
                    .iter()
                    .copied()
                    .filter(|&m| !pos.rules().check_rule || !pos.after(m).king_attacked(us))
                    .collect();
                let mut fast = moves.clone();
                brute.sort_by_key(|m| format!("{m:?}"));
                fast.sort_by_key(|m| format!("{m:?}"));
                proptest::prop_assert_eq!(&fast, &brute, "{}", pos.to_fen());
                for &m in &pseudo {
                    let before = pos.clone();
                    let undo = pos.make(m);
                    pos.unmake(m, undo);
                    proptest::prop_assert_eq!(&pos, &before, "{:?}", m);
                    proptest::prop_assert_eq!(pos.king_count, before.king_count);
                    for c in [Color::White, Color::Black] {
                        proptest::prop_assert_eq!(pos.kings(c), before.kings(c));
                    }
                }
                let Some(&m) = moves.choose(&mut rng) else { break };
                pos.play(m);
                // The king bookkeeping matches the board.
                let mut fresh = pos.clone();
                fresh.recount_kings();
                for c in [Color::White, Color::Black] {
                    proptest::prop_assert_eq!(pos.king_count(c), fresh.king_count(c));
                    proptest::prop_assert_eq!(pos.king_square(c), fresh.king_square(c));
                }
            }
        }
    }
}
