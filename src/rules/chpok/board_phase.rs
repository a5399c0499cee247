//! The board phase (§6, §7): the position, the plies with their points,
//! the features' special actions (newborn, remove, pass), undo, and the
//! ends of the game.

use serde::{Deserialize, Serialize};

use super::clocks::TimeControl;
use super::features::{standard_row, Features, Flag};
use super::scoring::{self, claim, rank_points, Score, KING_POINTS};
use super::text::score_words;
use crate::i18n::{Lang, Text};
use crate::rules::chess::notation::{self, Form, MoveText};
use crate::rules::chess::{Color, Kind, Move, MoveError, MoveKind, Piece, Position, Square};
use crate::rules::shorten;
use crate::rules::{GameResult, Outcome, Seat};
use crate::text;

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
    pub note: Text,
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

/// [`color_ref`] as a [`Text`].
pub fn color_text(c: Color) -> Text {
    crate::i18n::word_text("seat", color_word(c))
}

/// A ply's text (as recorded, in English) as its reader reads it: the
/// piece letters of their language, and Chpok's own actions
/// (`castle e1 h1`, `remove e4`, `pass`) in their words.
pub fn ply_words(text: &str) -> Text {
    // The one action recorded as a reference (see `action_text`).
    if text == crate::t!("chpok-auto-pass") {
        return text!("chpok-auto-pass");
    }
    match text.split_whitespace().collect::<Vec<_>>().as_slice() {
        ["pass"] => text!("chpok-move-pass"),
        ["remove", square] => text!("chpok-move-remove", square = *square),
        ["castle", king, rook] => text!("chpok-move-castle", king = *king, rook = *rook),
        _ => notation::localized_text(text),
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
    pub fn parse(&self, text: &str) -> Result<Action, Text> {
        self.parse_in(text, Lang::EN)
    }

    /// [`BoardPhase::parse`] for a player reading `lang` (how a piece
    /// letter that differs between languages is read).
    pub fn parse_in(&self, text: &str, lang: Lang) -> Result<Action, Text> {
        let t = text.trim();
        let lower = t.to_ascii_lowercase();
        if lower == "pass" {
            return if self.features.has(Flag::Pass) {
                Ok(Action::Pass)
            } else {
                Err(text!("chpok-pass-off"))
            };
        }
        if let Some(rest) = lower.strip_prefix("remove") {
            if rest.is_empty() || rest.starts_with(char::is_whitespace) {
                return self.parse_remove(rest.trim());
            }
        }
        let readings = notation::parse_in(t, true, lang).map_err(|e| match e {
            notation::ParseError::BadPiece(c) => {
                let kinds: Vec<Text> = self
                    .pos
                    .promotions(self.side())
                    .iter()
                    .map(|k| text!("piece-letter", piece = k.name()))
                    .collect();
                text!(
                    "chpok-not-a-promotion",
                    letter = c,
                    pieces = or_list(&kinds)
                )
            }
            e => e.text(),
        })?;
        if let Some(Form::Castle { high }) = readings.first().map(|r| r.form) {
            if self.features.castles == 0 {
                return Err(text!("chpok-castling-off"));
            }
            if self.pos.castles_left(self.side()) == 0 {
                return Err(text!("chpok-no-castlings-left", n = self.features.castles));
            }
            self.o_o_king(self.side(), high)?;
        }
        let moves = self.pos.moves();
        notation::resolve(&self.pos, &readings, &moves, None)
            .map(Action::Move)
            .map_err(|e| self.explain(e, &readings, &moves))
    }

    fn parse_remove(&self, square: &str) -> Result<Action, Text> {
        if !self.features.has(Flag::Remove) {
            return Err(text!("chpok-remove-off"));
        }
        let g = self.pos.geometry();
        let sq = Square::parse(square)
            .filter(|s| g.contains(*s))
            .ok_or_else(|| {
                if square.is_empty() {
                    text!("chpok-remove-which")
                } else {
                    text!("chpok-remove-not-a-square", word = shorten(square))
                }
            })?;
        match self.pos.piece_at(sq) {
            Some(p) if p.color == self.side() => Ok(Action::Remove(sq)),
            Some(_) => Err(text!("chpok-remove-not-yours", square = sq.to_string())),
            None => Err(text!("chpok-remove-empty", square = sq.to_string())),
        }
    }

    /// The one king of `color` on its home row that `O-O` / `O-O-O` may
    /// name: exactly one king there and exactly one rook on that side.
    pub fn o_o_king(&self, color: Color, high: bool) -> Result<Square, Text> {
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
                    (Some(k), Some(r)) => text!(
                        "chpok-castle-kings-example",
                        castle = name,
                        n = kings.len(),
                        king = k.to_string(),
                        rook = r.to_string()
                    ),
                    _ => text!("chpok-castle-kings", castle = name, n = kings.len()),
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
                return Err(text!(
                    "chpok-castle-rooks",
                    castle = name,
                    n = rooks.len(),
                    king = king.to_string(),
                    rook = r.to_string()
                ))
            }
            (_, None) => return Err(text!("chpok-castle-no-rook", castle = name)),
        }
        Ok(*king)
    }

    /// A kernel error in the words of this game.
    fn explain(&self, e: MoveError, readings: &[MoveText], moves: &[Move]) -> Text {
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
                        let shown: Vec<Text> = texts.iter().map(|t| ply_words(t)).collect();
                        text!("chpok-which-one", moves = or_list(&shown))
                    }
                }
            }
            MoveError::NotInReserve(Kind::Pawn) if !self.features.has(Flag::Newborn) => {
                text!("chpok-newborn-off")
            }
            MoveError::NotInReserve(Kind::Pawn) => {
                text!("chpok-newborn-used")
            }
            MoveError::NotInReserve(k) => {
                text!("chpok-no-new-piece", piece = k.name())
            }
            MoveError::CannotGo { .. } if readings.first().map(|r| r.form) == Some(Form::Drop) => {
                text!("chpok-newborn-where")
            }
            MoveError::CannotGo { .. } if castle_like && self.features.castles == 0 => {
                text!("chpok-castling-off")
            }
            MoveError::CannotGo { .. } if castle_like && self.pos.castles_left(color) == 0 => {
                text!("chpok-no-castlings-left", n = self.features.castles)
            }
            MoveError::CannotGo { .. } if self.en_passant_off(readings) => {
                text!("chpok-en-passant-off")
            }
            MoveError::CannotGo { .. } if castle_like => text!("chpok-no-castling-there"),
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
            Action::AutoPass => crate::t!("chpok-auto-pass"),
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
                        extra.push(text!("chpok-king-takes-own", piece = p.kind.name()));
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
                    extra.push(text!("chpok-kings-left", color = color_ref(them), n = left));
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
                extra.push(text!("chpok-nothing-to-do", color = color_ref(color)));
            }
        }
        self.points[color.index()] += score.total();
        self.points[them.index()] += score.opponent;
        if color == Color::Black {
            self.samples.push(self.points[0] - self.points[1]);
        }
        let hill = matches!(goal, Some(End::Hill { .. }));
        let mut note = text!(
            "chpok-ply",
            number = number,
            color = color_ref(color),
            text = ply_words(&text),
            score = score_words(&score, them, hill)
        );
        for e in extra {
            note.push_plain(" ");
            note.push(&e);
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
    pub fn settle(&mut self) -> (Vec<Text>, Option<End>) {
        if self.can_act() {
            return (Vec::new(), None);
        }
        let mut other = self.clone();
        other.pos.pass();
        if !other.can_act() {
            return (vec![text!("chpok-neither-can-move")], Some(End::Stuck));
        }
        let color = self.side();
        let fx = self.perform(Action::AutoPass, crate::t!("chpok-auto-pass"));
        let end = self.end_after(color, &fx);
        (vec![fx.note], end)
    }

    /// `color` takes back its last move (and the reply to it): returns how
    /// many plies went. Points and the position go back; undos are counted.
    pub fn undo(&mut self, color: Color) -> Result<usize, Text> {
        let allowed = self.features.undo;
        if allowed == 0 {
            return Err(text!("chpok-undo-off"));
        }
        if self.undos_used[color.index()] >= allowed {
            return Err(text!("chpok-undos-used-up", n = allowed));
        }
        let Some(i) = self
            .plies
            .iter()
            .rposition(|p| p.color == color && p.action != Action::AutoPass)
        else {
            return Err(text!("chpok-no-move-to-undo"));
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
            End::LastKing { loser } => text!("chpok-why-last-king", color = color_adj(loser)),
            End::RemovedLastKing { loser } => {
                text!("chpok-why-removed-last-king", color = color_ref(loser))
            }
            End::Hill { winner } => text!("chpok-why-hill", color = color_adj(winner)),
            End::Run { winner } => text!("chpok-why-run", color = color_adj(winner)),
            End::Claim(GameResult::Draw) => text!("chpok-why-claim-draw", n = scoring::CLAIM_MOVES),
            End::Claim(GameResult::WhiteWins) => text!(
                "chpok-why-claim-lead",
                color = color_adj(Color::White),
                n = scoring::CLAIM_MOVES
            ),
            End::Claim(GameResult::BlackWins) => text!(
                "chpok-why-claim-lead",
                color = color_adj(Color::Black),
                n = scoring::CLAIM_MOVES
            ),
            End::Limit => text!("chpok-why-limit", n = self.features.limit),
            End::Time { loser } => text!(
                "chpok-why-time",
                color = color_ref(loser),
                penalty = super::clocks::TIME_PENALTY
            ),
            End::Stuck => text!("chpok-why-stuck"),
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

/// `a`, `a or b`, `a, b or c`.
fn or_list(items: &[Text]) -> Text {
    match items {
        [] => Text::default(),
        [one] => one.clone(),
        [init @ .., last] => text!("chpok-or", items = Text::join(init, ", "), last = last),
    }
}
