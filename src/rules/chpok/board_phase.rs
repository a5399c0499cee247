//! The board phase (§6, §7): the position, the plies with their points,
//! the features' special actions (newborn, remove, pass), undo, and the
//! ends of the game.

use serde::{Deserialize, Serialize};

use super::clocks::TimeControl;
use super::features::{standard_row, Features, Flag};
use super::scoring::{self, claim, rank_points, Score, KING_POINTS};
use crate::i18n::Lang;
use crate::rules::chess::notation::{self, Form, MoveText};
use crate::rules::chess::{Color, Kind, Move, MoveError, MoveKind, Piece, Position, Square};
use crate::rules::shorten;
use crate::rules::{GameResult, Outcome, Seat};
use crate::t;

/// One turn of one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Action {
    /// A move of the kernel: board moves, castling, promotion, the newborn
    /// pawn (a drop).
    Move(Move),
    /// §7.13: an own man leaves the board as if captured.
    Remove(Square),
    /// §7.14.
    Pass,
    /// The player had nothing to do and passed automatically.
    AutoPass,
}

/// A ply as recorded: who, what, how it was written, what it scored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ply {
    pub color: Color,
    pub action: Action,
    pub text: String,
    pub score: Score,
}

/// Why the board phase ended (resignation aside).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum End {
    /// `loser`'s last king was captured.
    LastKing { loser: Color },
    /// `loser` removed their own last king.
    RemovedLastKing { loser: Color },
    /// King of the hill.
    Hill { winner: Color },
    /// Kings run.
    Run { winner: Color },
    /// The claims rule of §4.
    Claim(GameResult),
    /// Each player made the move limit.
    Limit,
    /// `loser`'s clock ran out.
    Time { loser: Color },
    /// Neither player can do anything.
    Stuck,
}

/// The board phase of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardPhase {
    /// The seat that plays White.
    pub white_seat: Seat,
    pub time: TimeControl,
    pub row: String,
    pub features: Features,
    /// The position the board phase began with (undo replays from it).
    pub start: Position,
    pub pos: Position,
    pub plies: Vec<Ply>,
    /// Points by colour.
    pub points: [i64; 2],
    /// D = White's − Black's points after each Black ply, D₀ = 0 first.
    pub samples: Vec<i64>,
    /// Board clocks by colour, as at the start of the current turn.
    pub clock_ms: [i64; 2],
    /// Undos used, by colour.
    pub undos_used: [u8; 2],
}

/// What a ply did beyond its score, for the announcement and the end.
pub struct Effects {
    pub note: String,
    pub goal: Option<End>,
}

pub fn color_word(c: Color) -> &'static str {
    match c {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// A colour as a word of the reader's language (`White`).
pub fn color_ref(c: Color) -> String {
    crate::rules::seat_word(color_word(c))
}

/// A ply's text (as recorded, in English) as its reader reads it: the
/// piece letters of their language, and Chpok's own actions
/// (`castle e1 h1`, `remove e4`, `pass`) in their words.
pub fn ply_words(text: &str) -> String {
    match text.split_whitespace().collect::<Vec<_>>().as_slice() {
        ["pass"] => t!("chpok-move-pass"),
        ["remove", square] => t!("chpok-move-remove", square = *square),
        ["castle", king, rook] => t!("chpok-move-castle", king = *king, rook = *rook),
        _ => notation::localized(text),
    }
}

/// `white` or `black`: the key a message selects its words by.
fn color_adj(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

impl BoardPhase {
    /// The board phase after the bidding. A row that does not make a
    /// position falls back to the standard row.
    pub fn new(white_seat: Seat, time: TimeControl, row: &str, features: Features) -> BoardPhase {
        let rules = features.rules();
        let (row, mut pos) = match Position::with_home_rows(rules, row) {
            Ok(p) => (row.to_string(), p),
            Err(_) => {
                let std = standard_row(features.width);
                let p = Position::with_home_rows(rules, std)
                    .or_else(|_| Position::empty(rules))
                    .unwrap_or_else(|_| Position::startpos());
                (std.to_string(), p)
            }
        };
        for c in [Color::White, Color::Black] {
            pos.set_castles_left(c, features.castles);
            if features.has(Flag::Newborn) {
                pos.set_reserve(c, Kind::Pawn, 1);
            }
        }
        BoardPhase {
            white_seat,
            time,
            row,
            features,
            start: pos.clone(),
            pos,
            plies: Vec::new(),
            points: [0; 2],
            samples: vec![0],
            clock_ms: [time.start_ms(); 2],
            undos_used: [0; 2],
        }
    }

    pub fn color_of(&self, seat: Seat) -> Color {
        if seat == self.white_seat {
            Color::White
        } else {
            Color::Black
        }
    }

    pub fn seat_of(&self, color: Color) -> Seat {
        match color {
            Color::White => self.white_seat,
            Color::Black => self.white_seat.other(),
        }
    }

    /// The colour to move.
    pub fn side(&self) -> Color {
        self.pos.side_to_move()
    }

    /// Plies Black has made (the n of §4).
    pub fn black_moves(&self) -> usize {
        self.samples.len().saturating_sub(1)
    }

    pub fn points_of(&self, c: Color) -> i64 {
        self.points[c.index()]
    }

    // ------------------------------------------------------------ reading moves

    /// Turns a player's text into an action of the side to move, or says
    /// why it is none. `text` has its check marks stripped already.
    pub fn parse(&self, text: &str) -> Result<Action, String> {
        self.parse_in(text, Lang::EN)
    }

    /// [`BoardPhase::parse`] for a player reading `lang` (how a piece
    /// letter that differs between languages is read).
    pub fn parse_in(&self, text: &str, lang: Lang) -> Result<Action, String> {
        let t = text.trim();
        let lower = t.to_ascii_lowercase();
        if lower == "pass" {
            return if self.features.has(Flag::Pass) {
                Ok(Action::Pass)
            } else {
                Err(t!("chpok-pass-off"))
            };
        }
        if let Some(rest) = lower.strip_prefix("remove") {
            if rest.is_empty() || rest.starts_with(char::is_whitespace) {
                return self.parse_remove(rest.trim());
            }
        }
        let readings = notation::parse_in(t, true, lang).map_err(|e| match e {
            notation::ParseError::BadPiece(c) => {
                let kinds: Vec<String> = self
                    .pos
                    .promotions(self.side())
                    .iter()
                    .map(notation::letter_ref)
                    .collect();
                t!(
                    "chpok-not-a-promotion",
                    letter = c,
                    pieces = or_list(&kinds)
                )
            }
            e => e.text(),
        })?;
        if let Some(Form::Castle { high }) = readings.first().map(|r| r.form) {
            if self.features.castles == 0 {
                return Err(t!("chpok-castling-off"));
            }
            if self.pos.castles_left(self.side()) == 0 {
                return Err(t!("chpok-no-castlings-left", n = self.features.castles));
            }
            self.o_o_king(self.side(), high)?;
        }
        let moves = self.pos.moves();
        notation::resolve(&self.pos, &readings, &moves, None)
            .map(Action::Move)
            .map_err(|e| self.explain(e, &readings, &moves))
    }

    fn parse_remove(&self, square: &str) -> Result<Action, String> {
        if !self.features.has(Flag::Remove) {
            return Err(t!("chpok-remove-off"));
        }
        let g = self.pos.geometry();
        let sq = Square::parse(square)
            .filter(|s| g.contains(*s))
            .ok_or_else(|| {
                if square.is_empty() {
                    t!("chpok-remove-which")
                } else {
                    t!("chpok-remove-not-a-square", word = shorten(square))
                }
            })?;
        match self.pos.piece_at(sq) {
            Some(p) if p.color == self.side() => Ok(Action::Remove(sq)),
            Some(_) => Err(t!("chpok-remove-not-yours", square = sq.to_string())),
            None => Err(t!("chpok-remove-empty", square = sq.to_string())),
        }
    }

    /// The one king of `color` on its home row that `O-O` / `O-O-O` may
    /// name: exactly one king there and exactly one rook on that side.
    pub fn o_o_king(&self, color: Color, high: bool) -> Result<Square, String> {
        let name = if high { "O-O" } else { "O-O-O" };
        let g = self.pos.geometry();
        let home = g.home_rank(color);
        let row: Vec<(Square, Option<Piece>)> = (0..g.width)
            .filter_map(|f| Square::new(f, home))
            .map(|s| (s, self.pos.piece_at(s)))
            .collect();
        let kings: Vec<Square> = row
            .iter()
            .filter(|(_, p)| *p == Some(Piece::new(color, Kind::King)))
            .map(|(s, _)| *s)
            .collect();
        let [king] = kings.as_slice() else {
            // The example on this side's home row: the king's usual file and
            // the last file.
            return Err(
                match (Square::new(4, home), Square::new(g.width - 1, home)) {
                    (Some(k), Some(r)) => t!(
                        "chpok-castle-kings-example",
                        castle = name,
                        n = kings.len(),
                        king = k.to_string(),
                        rook = r.to_string()
                    ),
                    _ => t!("chpok-castle-kings", castle = name, n = kings.len()),
                },
            );
        };
        let rooks: Vec<Square> = row
            .iter()
            .filter(|(s, p)| {
                *p == Some(Piece::new(color, Kind::Rook))
                    && (s.file() > king.file()) == high
                    && s.file() != king.file()
            })
            .map(|(s, _)| *s)
            .collect();
        let nearest = if high { rooks.first() } else { rooks.last() };
        match (rooks.len(), nearest) {
            (1, _) => {}
            (_, Some(r)) => {
                return Err(t!(
                    "chpok-castle-rooks",
                    castle = name,
                    n = rooks.len(),
                    king = king.to_string(),
                    rook = r.to_string()
                ))
            }
            (_, None) => return Err(t!("chpok-castle-no-rook", castle = name)),
        }
        Ok(*king)
    }

    /// A kernel error in the words of this game.
    fn explain(&self, e: MoveError, readings: &[MoveText], moves: &[Move]) -> String {
        let color = self.side();
        let castle_like = readings.iter().any(|r| match r.form {
            Form::Castle { .. } | Form::CastleSquares => true,
            Form::Board => {
                let from = r.from_square().and_then(|s| self.pos.piece_at(s));
                let to = r.to.and_then(|s| self.pos.piece_at(s));
                from == Some(Piece::new(color, Kind::King))
                    && to == Some(Piece::new(color, Kind::Rook))
            }
            _ => false,
        });
        match e {
            MoveError::Ambiguous {
                moves: found,
                letter,
                ..
            } => {
                let texts: Vec<String> = found.iter().map(|&m| self.move_text(m, moves)).collect();
                match letter {
                    Some(c) => notation::letters::which_reading(c, &texts),
                    None => {
                        let shown: Vec<String> = texts.iter().map(|t| ply_words(t)).collect();
                        t!("chpok-which-one", moves = or_list(&shown))
                    }
                }
            }
            MoveError::NotInReserve(Kind::Pawn) if !self.features.has(Flag::Newborn) => {
                t!("chpok-newborn-off")
            }
            MoveError::NotInReserve(Kind::Pawn) => {
                t!("chpok-newborn-used")
            }
            MoveError::NotInReserve(k) => {
                t!("chpok-no-new-piece", piece = k.name())
            }
            MoveError::CannotGo { .. } if readings.first().map(|r| r.form) == Some(Form::Drop) => {
                t!("chpok-newborn-where")
            }
            MoveError::CannotGo { .. } if castle_like && self.features.castles == 0 => {
                t!("chpok-castling-off")
            }
            MoveError::CannotGo { .. } if castle_like && self.pos.castles_left(color) == 0 => {
                t!("chpok-no-castlings-left", n = self.features.castles)
            }
            MoveError::CannotGo { .. } if self.en_passant_off(readings) => {
                t!("chpok-en-passant-off")
            }
            MoveError::CannotGo { .. } if castle_like => t!("chpok-no-castling-there"),
            e => e.text(),
        }
    }

    /// With `noep`, a pawn capture onto the empty square behind an enemy
    /// pawn (what would be en passant).
    fn en_passant_off(&self, readings: &[MoveText]) -> bool {
        if !self.features.has(Flag::NoEp) {
            return false;
        }
        let color = self.side();
        let back: i16 = if color == Color::White { -1 } else { 1 };
        // The square a double step passes over (rank 6 for White, 3 for
        // Black): `cxd8` onto an empty square is no en passant.
        let passed = match color {
            Color::White => self.pos.geometry().height - 3,
            Color::Black => 2,
        };
        readings.iter().any(|r| {
            let (Some(to), Some(from_file)) = (r.to, r.from_file) else {
                return false;
            };
            if to.rank() != passed {
                return false;
            }
            let behind = u8::try_from(i16::from(to.rank()) + back)
                .ok()
                .and_then(|rank| Square::new(to.file(), rank));
            matches!(r.piece, None | Some(Kind::Pawn))
                && from_file.abs_diff(to.file()) == 1
                && self.pos.piece_at(to).is_none()
                && behind.and_then(|b| self.pos.piece_at(b))
                    == Some(Piece::new(color.other(), Kind::Pawn))
        })
    }

    /// How a move of the side to move is written in notes and records:
    /// SAN, castling as `O-O` where that names it (else `castle e1 h1`),
    /// the newborn pawn as `P@e2`.
    pub fn move_text(&self, mv: Move, moves: &[Move]) -> String {
        match mv.kind {
            MoveKind::Castle => {
                let high = mv.to.file() > mv.from.file();
                match self.o_o_king(self.side(), high) {
                    Ok(k) if k == mv.from => if high { "O-O" } else { "O-O-O" }.to_string(),
                    _ => format!("castle {} {}", mv.from, mv.to),
                }
            }
            MoveKind::Drop(k) => format!("{}@{}", k.letter(), mv.to),
            _ => notation::san_with(&self.pos, mv, moves),
        }
    }

    /// The text of an action of the side to move.
    pub fn action_text(&self, action: Action) -> String {
        match action {
            Action::Move(mv) => self.move_text(mv, &self.pos.moves()),
            Action::Remove(sq) => format!("remove {sq}"),
            Action::Pass => "pass".into(),
            Action::AutoPass => t!("chpok-auto-pass"),
        }
    }

    // ------------------------------------------------------------ playing

    /// Whether the side to move has anything to do.
    pub fn can_act(&self) -> bool {
        let side = self.side();
        !self.pos.moves().is_empty()
            || self.features.has(Flag::Pass)
            || (self.features.has(Flag::Remove) && self.pos.pieces().any(|(_, p)| p.color == side))
    }

    /// Plays `action` (valid for the side to move), records it with `text`
    /// and scores it.
    pub fn perform(&mut self, action: Action, text: String) -> Effects {
        let color = self.side();
        let them = color.other();
        let number = self.pos.fullmove_number();
        let mut score = Score::default();
        let mut extra = Vec::new();
        let mut goal = None;
        match action {
            Action::Move(mv) => {
                let moved = self.pos.moved_piece(mv);
                let captured = self.pos.captured_piece(mv);
                let enemy_kings = self.pos.king_count(them) as i64;
                match captured {
                    Some(p) if p.color == them && p.kind == Kind::King => score.kings = KING_POINTS,
                    Some(p) if p.color == color => {
                        extra.push(t!("chpok-king-takes-own", piece = p.kind.name()));
                    }
                    _ => {}
                }
                let dest = match mv.kind {
                    MoveKind::Castle => self.pos.castle_destinations(mv.from, mv.to).0,
                    _ => mv.to,
                };
                self.pos.play(mv);
                score.rank = rank_points(dest, color);
                if let (Some(p), false) = (moved, mv.is_drop()) {
                    score.piece = i64::from(self.features.piece_points(p.kind));
                    let king_walk = p.kind == Kind::King && !mv.is_castle();
                    let g = self.pos.geometry();
                    if king_walk
                        && self.features.has(Flag::Koth)
                        && scoring::hill(g.width, color).contains(&dest)
                    {
                        goal = Some(End::Hill { winner: color });
                    } else if king_walk
                        && self.features.has(Flag::KingsRun)
                        && dest.rank() == g.home_rank(them)
                    {
                        goal = Some(End::Run { winner: color });
                    }
                    if goal.is_some() {
                        score.kings = 0;
                        score.goal = KING_POINTS * enemy_kings;
                    }
                }
                let left = self.pos.king_count(them) as i64;
                if score.kings > 0 && left > 0 && goal.is_none() {
                    extra.push(t!("chpok-kings-left", color = color_ref(them), n = left));
                }
            }
            Action::Remove(sq) => {
                if self.pos.piece_at(sq).map(|p| p.kind) == Some(Kind::King) {
                    score.opponent = KING_POINTS;
                }
                self.pos.put(sq, None);
                self.pos.pass();
            }
            Action::Pass => self.pos.pass(),
            Action::AutoPass => {
                self.pos.pass();
                extra.push(t!("chpok-nothing-to-do", color = color_ref(color)));
            }
        }
        self.points[color.index()] += score.total();
        self.points[them.index()] += score.opponent;
        if color == Color::Black {
            self.samples.push(self.points[0] - self.points[1]);
        }
        let hill = matches!(goal, Some(End::Hill { .. }));
        let mut note = t!(
            "chpok-ply",
            number = number,
            color = color_ref(color),
            text = ply_words(&text),
            score = score_words(&score, them, hill)
        );
        for e in extra {
            note.push(' ');
            note += &e;
        }
        self.plies.push(Ply {
            color,
            action,
            text,
            score,
        });
        Effects { note, goal }
    }

    /// Whether the game ends after the last ply (by `color`, with
    /// `effects`), except by time and by an automatic pass.
    pub fn end_after(&self, color: Color, effects: &Effects) -> Option<End> {
        if let Some(g) = effects.goal {
            return Some(g);
        }
        let them = color.other();
        if self.pos.king_count(them) == 0 {
            return Some(End::LastKing { loser: them });
        }
        if self.pos.king_count(color) == 0 {
            return Some(End::RemovedLastKing { loser: color });
        }
        if color == Color::Black {
            if let Some(r) = claim(&self.samples) {
                return Some(End::Claim(r));
            }
            if self.black_moves() >= usize::from(self.features.limit) {
                return Some(End::Limit);
            }
        }
        None
    }

    /// After a ply that did not end the game: the side to move passes
    /// automatically when it can do nothing; when neither side can, the
    /// game ends. Returns the notes and the end, if any.
    pub fn settle(&mut self) -> (Vec<String>, Option<End>) {
        if self.can_act() {
            return (Vec::new(), None);
        }
        let mut other = self.clone();
        other.pos.pass();
        if !other.can_act() {
            return (vec![t!("chpok-neither-can-move")], Some(End::Stuck));
        }
        let color = self.side();
        let fx = self.perform(Action::AutoPass, t!("chpok-auto-pass"));
        let end = self.end_after(color, &fx);
        (vec![fx.note], end)
    }

    /// `color` takes back its last move (and the reply to it): returns how
    /// many plies went. Points and the position go back; undos are counted.
    pub fn undo(&mut self, color: Color) -> Result<usize, String> {
        let allowed = self.features.undo;
        if allowed == 0 {
            return Err(t!("chpok-undo-off"));
        }
        if self.undos_used[color.index()] >= allowed {
            return Err(t!("chpok-undos-used-up", n = allowed));
        }
        let Some(i) = self
            .plies
            .iter()
            .rposition(|p| p.color == color && p.action != Action::AutoPass)
        else {
            return Err(t!("chpok-no-move-to-undo"));
        };
        let gone = self.plies.len() - i;
        self.replay(i);
        self.undos_used[color.index()] += 1;
        Ok(gone)
    }

    /// Rebuilds the position, points and samples from the start with the
    /// first `keep` plies.
    pub fn replay(&mut self, keep: usize) {
        let plies = std::mem::take(&mut self.plies);
        self.pos = self.start.clone();
        self.points = [0; 2];
        self.samples = vec![0];
        for p in plies.into_iter().take(keep) {
            self.perform(p.action, p.text);
        }
    }

    /// The result by points, with why the game ended.
    pub fn outcome(&self, end: End) -> Outcome {
        let why = match end {
            End::LastKing { loser } => t!("chpok-why-last-king", color = color_adj(loser)),
            End::RemovedLastKing { loser } => {
                t!("chpok-why-removed-last-king", color = color_ref(loser))
            }
            End::Hill { winner } => t!("chpok-why-hill", color = color_adj(winner)),
            End::Run { winner } => t!("chpok-why-run", color = color_adj(winner)),
            End::Claim(GameResult::Draw) => t!("chpok-why-claim-draw", n = scoring::CLAIM_MOVES),
            End::Claim(GameResult::WhiteWins) => t!(
                "chpok-why-claim-lead",
                color = color_adj(Color::White),
                n = scoring::CLAIM_MOVES
            ),
            End::Claim(GameResult::BlackWins) => t!(
                "chpok-why-claim-lead",
                color = color_adj(Color::Black),
                n = scoring::CLAIM_MOVES
            ),
            End::Limit => t!("chpok-why-limit", n = self.features.limit),
            End::Time { loser } => t!(
                "chpok-why-time",
                color = color_ref(loser),
                penalty = super::clocks::TIME_PENALTY
            ),
            End::Stuck => t!("chpok-why-stuck"),
        };
        let (w, b) = (self.points[0], self.points[1]);
        let (result, reason) = match w.cmp(&b) {
            std::cmp::Ordering::Greater => (
                GameResult::WhiteWins,
                crate::text!("chpok-outcome-white", white = w, black = b, why = why),
            ),
            std::cmp::Ordering::Less => (
                GameResult::BlackWins,
                crate::text!("chpok-outcome-black", white = w, black = b, why = why),
            ),
            std::cmp::Ordering::Equal => (
                GameResult::Draw,
                crate::text!("chpok-outcome-draw", points = w, why = why),
            ),
        };
        Outcome { result, reason }
    }
}

/// `0 points`, `+1003 (king +1000, rank 7 +3)`, `White +1000 (a removed
/// king)`. `hill`: the goal points are the hill's (else the home row's).
pub fn score_words(s: &Score, them: Color, hill: bool) -> String {
    if s.opponent > 0 {
        return t!(
            "chpok-score-removed-king",
            color = color_ref(them),
            points = s.opponent
        );
    }
    let mut parts = Vec::new();
    if s.goal > 0 {
        parts.push(if hill {
            t!("chpok-score-hill", points = s.goal)
        } else {
            t!("chpok-score-home-row", points = s.goal)
        });
    }
    if s.kings > 0 {
        parts.push(t!("chpok-score-king", points = s.kings));
    }
    if s.rank > 0 {
        parts.push(t!("chpok-score-rank", rank = s.rank + 4, points = s.rank));
    }
    if s.piece > 0 {
        parts.push(t!("chpok-score-piece", points = s.piece));
    }
    match s.total() {
        0 => t!("chpok-score-zero"),
        t => t!("chpok-score", total = t, parts = parts.join(", ")),
    }
}

/// `a`, `a or b`, `a, b or c`.
fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => t!("chpok-or", items = init.join(", "), last = last.as_str()),
    }
}
