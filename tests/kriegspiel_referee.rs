//! Kriegspiel's referee against an independent one written here on top of
//! `cozy-chess` (a separate, bitboard-based chess library).
//!
//! Random games are made of random attempts — legal moves, moves blocked or
//! made illegal by the unseen enemy, moves impossible even on the mover's
//! own board, pawn tries, and in the `english` rules `/any` questions. For
//! every attempt the referee here predicts what is said and to whom (the
//! mover only, or everybody), and the real game must say exactly that:
//! first through the [`Game`] trait, then for a few games through the
//! console binary, where every message each chat (the group and both
//! private chats) received is compared.

mod support;

use std::collections::BTreeMap;

use boardbot::rules::kriegspiel::{Kriegspiel, RuleSet};
use boardbot::rules::{Audience, Game, Seat, TestCtx};
use cozy_chess as cz;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use support::*;

// ---------------------------------------------------------------- the referee

/// Who hears an announcement.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum To {
    /// The player who made the attempt, in their private chat.
    Mover,
    /// Both players and the group.
    All,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Action {
    Attempt(String),
    Any,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Expect {
    /// Not an attempt the rules accept now (the game is unchanged).
    Refused,
    Heard {
        notes: Vec<(To, String)>,
        moved: bool,
        over: bool,
    },
}

fn name(c: cz::Color) -> &'static str {
    match c {
        cz::Color::White => "White",
        cz::Color::Black => "Black",
    }
}

struct Referee {
    board: cz::Board,
    history: Vec<cz::Board>,
    english: bool,
    /// English: Try was answered; the next attempt must be a pawn capture.
    must_capture: bool,
    /// English: the player to move asked already on this turn.
    asked: bool,
    over: bool,
}

fn forward(c: cz::Color) -> i8 {
    match c {
        cz::Color::White => 1,
        cz::Color::Black => -1,
    }
}

fn sq(s: &str) -> Option<cz::Square> {
    s.parse().ok()
}

/// The two diagonals through `k`: (the a1–h8 direction, the a8–h1
/// direction), in squares.
fn diagonal_lengths(k: cz::Square) -> (i32, i32) {
    let f = k.file() as i32;
    let r = k.rank() as i32;
    (8 - (f - r).abs(), 8 - (f + r - 7).abs())
}

impl Referee {
    fn new(english: bool) -> Referee {
        let board = cz::Board::default();
        Referee {
            history: vec![board.clone()],
            board,
            english,
            must_capture: false,
            asked: false,
            over: false,
        }
    }

    fn mover(&self) -> cz::Color {
        self.board.side_to_move()
    }

    /// An own pawn stepping one square diagonally forward onto a square
    /// without an own man: a pawn capture attempt.
    fn pawn_capture_shape(&self, from: cz::Square, to: cz::Square) -> bool {
        let me = self.mover();
        self.board.color_on(from) == Some(me)
            && self.board.piece_on(from) == Some(cz::Piece::Pawn)
            && (to.file() as i32 - from.file() as i32).abs() == 1
            && to.rank() as i32 - from.rank() as i32 == forward(me) as i32
            && self.board.color_on(to) != Some(me)
    }

    fn pawn_tries(&self) -> usize {
        let mut pairs = Vec::new();
        self.board.generate_moves(|pm| {
            if pm.piece == cz::Piece::Pawn {
                for m in pm {
                    if m.from.file() != m.to.file() && !pairs.contains(&(m.from, m.to)) {
                        pairs.push((m.from, m.to));
                    }
                }
            }
            false
        });
        pairs.len()
    }

    fn insufficient(&self) -> bool {
        let b = &self.board;
        let heavy =
            b.pieces(cz::Piece::Pawn) | b.pieces(cz::Piece::Rook) | b.pieces(cz::Piece::Queen);
        if !heavy.is_empty() {
            return false;
        }
        let knights = b.pieces(cz::Piece::Knight).len();
        let bishops = b.pieces(cz::Piece::Bishop);
        let one_colour = (bishops & cz::BitBoard::DARK_SQUARES).is_empty()
            || (bishops & cz::BitBoard::LIGHT_SQUARES).is_empty();
        knights + bishops.len() <= 1 || (knights == 0 && one_colour)
    }

    /// The checks on the side to move, in the spec's order.
    fn checks(&self) -> Vec<String> {
        let b = &self.board;
        let k = b.king(b.side_to_move());
        let (rising, falling) = diagonal_lengths(k);
        let mut kinds = Vec::new();
        for c in b.checkers() {
            let df = c.file() as i32 - k.file() as i32;
            let dr = c.rank() as i32 - k.rank() as i32;
            let kind = if b.piece_on(c) == Some(cz::Piece::Knight) {
                4
            } else if dr == 0 {
                0
            } else if df == 0 {
                1
            } else {
                let (this, other) = if df == dr {
                    (rising, falling)
                } else {
                    (falling, rising)
                };
                if this > other {
                    2
                } else {
                    3
                }
            };
            kinds.push(kind);
        }
        kinds.sort();
        kinds.dedup();
        let words = [
            "Rank check",
            "File check",
            "Long-diagonal check",
            "Short-diagonal check",
            "Knight check",
        ];
        kinds.into_iter().map(|i| words[i].to_string()).collect()
    }

    fn end(&self) -> Option<&'static str> {
        let b = &self.board;
        if !b.generate_moves(|_| true) {
            return Some(if b.checkers().is_empty() {
                "Stalemate"
            } else {
                "Checkmate"
            });
        }
        if self.insufficient() {
            return Some("Draw by insufficient material");
        }
        if self.history.iter().filter(|h| h.same_position(b)).count() >= 3 {
            return Some("Draw by threefold repetition");
        }
        if b.halfmove_clock() >= 100 {
            return Some("Draw by the 50-move rule");
        }
        None
    }

    /// What the referee does with `action` of the player to move.
    fn act(&mut self, action: &Action) -> Expect {
        match action {
            Action::Any => self.any(),
            Action::Attempt(text) => self.attempt(text),
        }
    }

    fn any(&mut self) -> Expect {
        if !self.english || self.asked {
            return Expect::Refused;
        }
        self.asked = true;
        let tries = self.pawn_tries() > 0;
        self.must_capture = tries;
        Expect::Heard {
            notes: vec![
                (To::All, format!("{} asks: Any?", name(self.mover()))),
                (To::All, if tries { "Try" } else { "No" }.to_string()),
            ],
            moved: false,
            over: false,
        }
    }

    /// The squares a SAN attempt of the kinds the generator writes
    /// (`O-O`, `O-O-O`, a king step `Ke2`, a move of the only queen `Qh5`)
    /// stands for on the mover's own board; `None` when no own man fits.
    fn san_squares(&self, text: &str) -> Option<String> {
        let me = self.mover();
        let king = self.board.king(me);
        let home = cz::Square::new(cz::File::E, cz::Rank::First.relative_to(me));
        match text {
            "O-O" | "O-O-O" => {
                let file = if text == "O-O" {
                    cz::File::G
                } else {
                    cz::File::C
                };
                (king == home).then(|| format!("{home}{}", cz::Square::new(file, home.rank())))
            }
            _ => {
                let piece = match text.get(0..1)? {
                    "K" => cz::Piece::King,
                    _ => cz::Piece::Queen,
                };
                let mut from = self.board.colored_pieces(me, piece).into_iter();
                match (from.next(), from.next()) {
                    (Some(f), None) => Some(format!("{f}{}", text.get(1..)?)),
                    _ => None,
                }
            }
        }
    }

    fn illegal(&mut self) -> Expect {
        self.must_capture = false;
        let note = if self.english {
            (To::All, "No".to_string())
        } else {
            (To::Mover, "Illegal move".to_string())
        };
        Expect::Heard {
            notes: vec![note],
            moved: false,
            over: false,
        }
    }

    /// `text` is `e2e4`, `e7e8` or `e7e8n`, or SAN (see
    /// [`Referee::san_squares`]).
    fn attempt(&mut self, text: &str) -> Expect {
        let squares = if text.starts_with(|c: char| c.is_ascii_uppercase()) {
            self.san_squares(text)
        } else {
            Some(text.to_string())
        };
        let Some(text) = squares else {
            if self.must_capture {
                return Expect::Refused;
            }
            return self.illegal();
        };
        let (Some(from), Some(to)) = (sq(&text[0..2]), sq(&text[2..4])) else {
            panic!("bad test attempt {text}");
        };
        let promo = text.get(4..5).map(|c| match c {
            "q" => cz::Piece::Queen,
            "r" => cz::Piece::Rook,
            "b" => cz::Piece::Bishop,
            _ => cz::Piece::Knight,
        });
        if self.must_capture && !self.pawn_capture_shape(from, to) {
            return Expect::Refused;
        }
        let me = self.mover();
        let own = if self.board.color_on(from) == Some(me) {
            self.board.piece_on(from)
        } else {
            None
        };
        let home = cz::Square::new(cz::File::E, cz::Rank::First.relative_to(me));
        let mv = match own {
            None => None,
            // e1g1 / e1c1: castling, which cozy writes king-takes-rook.
            Some(cz::Piece::King)
                if from == home
                    && to.rank() == from.rank()
                    && (to.file() == cz::File::G || to.file() == cz::File::C) =>
            {
                let rook_file = if to.file() == cz::File::G {
                    cz::File::H
                } else {
                    cz::File::A
                };
                Some(cz::Move {
                    from,
                    to: cz::Square::new(rook_file, from.rank()),
                    promotion: promo,
                })
            }
            Some(p) => {
                let last = to.rank() == cz::Rank::Eighth.relative_to(me);
                let promotion = match (p, promo) {
                    (cz::Piece::Pawn, None) if last => Some(cz::Piece::Queen),
                    (_, x) => x,
                };
                Some(cz::Move {
                    from,
                    to,
                    promotion,
                })
            }
        };
        let legal = mv.filter(|&m| self.board.is_legal(m));
        let Some(m) = legal else {
            return self.illegal();
        };
        let before = self.board.clone();
        let mut notes = vec![format!("{} moved. {}'s move.", name(me), name(!me))];
        let captured = if before.color_on(m.to) == Some(!me) {
            Some((m.to, before.piece_on(m.to) == Some(cz::Piece::Pawn)))
        } else if before.piece_on(m.from) == Some(cz::Piece::Pawn) && m.from.file() != m.to.file() {
            Some((cz::Square::new(m.to.file(), m.from.rank()), true))
        } else {
            None
        };
        if let Some((s, pawn)) = captured {
            let what = if pawn { "Pawn" } else { "Piece" };
            notes.push(format!("{what} at {s} captured"));
        }
        self.board.play_unchecked(m);
        self.history.push(self.board.clone());
        notes.extend(self.checks());
        if !self.english {
            match self.pawn_tries() {
                0 => {}
                1 => notes.push("1 pawn try".into()),
                n => notes.push(format!("{n} pawn tries")),
            }
        }
        let end = self.end();
        if let Some(e) = end {
            notes.push(e.to_string());
            self.over = true;
        }
        self.must_capture = false;
        self.asked = false;
        Expect::Heard {
            notes: notes.into_iter().map(|n| (To::All, n)).collect(),
            moved: true,
            over: end.is_some(),
        }
    }

    // ------------------------------------------------------------ attempts

    fn own(&self) -> Vec<(cz::Square, cz::Piece)> {
        let me = self.mover();
        self.board
            .colors(me)
            .into_iter()
            .filter_map(|s| self.board.piece_on(s).map(|p| (s, p)))
            .collect()
    }

    fn legal_moves(&self) -> Vec<cz::Move> {
        let mut v = Vec::new();
        self.board.generate_moves(|pm| {
            v.extend(pm);
            false
        });
        v
    }

    /// A random action for the player to move: legal moves, moves along the
    /// lines of a man ignoring every blocker, pawn tries, wild jumps, and
    /// (english) questions.
    fn pick(&self, rng: &mut StdRng) -> Action {
        let me = self.mover();
        let roll = rng.random_range(0..100);
        if self.english && roll < 8 {
            return Action::Any;
        }
        if roll >= 92 {
            // SAN, read on the own board: castling, king steps, the queen.
            let k = self.board.king(me);
            let t = match rng.random_range(0..4) {
                0 => "O-O".to_string(),
                1 => "O-O-O".to_string(),
                2 => {
                    let (df, dr) = (rng.random_range(-1..=1), rng.random_range(-1..=1));
                    match k.try_offset(df, dr).filter(|&t| t != k) {
                        Some(t) => format!("K{t}"),
                        None => "O-O".to_string(),
                    }
                }
                _ if self.board.colored_pieces(me, cz::Piece::Queen).len() == 1 => {
                    format!("Q{}", cz::Square::index(rng.random_range(0..64)))
                }
                _ => "O-O-O".to_string(),
            };
            return Action::Attempt(t);
        }
        let own = self.own();
        let pawns: Vec<cz::Square> = own
            .iter()
            .filter(|(_, p)| *p == cz::Piece::Pawn)
            .map(|(s, _)| *s)
            .collect();
        let promo_letter = |rng: &mut StdRng| ["", "", "q", "r", "b", "n"][rng.random_range(0..6)];
        let pawn_diagonal = |rng: &mut StdRng| -> Option<String> {
            let &from = pawns.get(rng.random_range(0..pawns.len().max(1)))?;
            let df = if rng.random_bool(0.5) { 1 } else { -1 };
            let to = from.try_offset(df, forward(me))?;
            let promo = if to.rank() == cz::Rank::Eighth.relative_to(me) {
                promo_letter(rng)
            } else {
                ""
            };
            Some(format!("{from}{to}{promo}"))
        };
        if self.must_capture && roll < 85 {
            if let Some(t) = pawn_diagonal(rng) {
                return Action::Attempt(t);
            }
        }
        if roll < 45 {
            let moves = self.legal_moves();
            let m = moves[rng.random_range(0..moves.len())];
            let piece = self.board.piece_on(m.from);
            let mut to = m.to;
            // Castling: usually written king to its square (e1g1).
            if piece == Some(cz::Piece::King)
                && self.board.color_on(m.to) == Some(me)
                && rng.random_bool(0.8)
            {
                let file = if m.to.file() > m.from.file() {
                    cz::File::G
                } else {
                    cz::File::C
                };
                to = cz::Square::new(file, m.from.rank());
            }
            let promo = match m.promotion {
                Some(cz::Piece::Queen) if rng.random_bool(0.5) => "",
                Some(p) => match p {
                    cz::Piece::Queen => "q",
                    cz::Piece::Rook => "r",
                    cz::Piece::Bishop => "b",
                    _ => "n",
                },
                None => "",
            };
            return Action::Attempt(format!("{}{to}{promo}", m.from));
        }
        if (70..85).contains(&roll) {
            if let Some(t) = pawn_diagonal(rng) {
                return Action::Attempt(t);
            }
        }
        let (from, piece) = own[rng.random_range(0..own.len())];
        let to = if roll < 70 {
            // Along the man's own lines, ignoring every man in the way.
            let steps: &[(i8, i8)] = match piece {
                cz::Piece::Knight => &[
                    (1, 2),
                    (2, 1),
                    (-1, 2),
                    (-2, 1),
                    (1, -2),
                    (2, -1),
                    (-1, -2),
                    (-2, -1),
                ],
                cz::Piece::Bishop => &[(1, 1), (1, -1), (-1, 1), (-1, -1)],
                cz::Piece::Rook => &[(1, 0), (-1, 0), (0, 1), (0, -1)],
                cz::Piece::Pawn => &[(0, 1), (0, 2), (1, 1), (-1, 1)],
                _ => &[
                    (1, 1),
                    (1, -1),
                    (-1, 1),
                    (-1, -1),
                    (1, 0),
                    (-1, 0),
                    (0, 1),
                    (0, -1),
                ],
            };
            let (df, dr) = steps[rng.random_range(0..steps.len())];
            let dr = if piece == cz::Piece::Pawn {
                dr * forward(me)
            } else {
                dr
            };
            let reach = match piece {
                cz::Piece::Bishop | cz::Piece::Rook | cz::Piece::Queen => rng.random_range(1..8),
                _ => 1,
            };
            from.try_offset(df * reach, dr * reach)
        } else {
            Some(cz::Square::index(rng.random_range(0..64)))
        };
        match to.filter(|&t| t != from) {
            Some(to) => {
                let promo =
                    if piece == cz::Piece::Pawn && to.rank() == cz::Rank::Eighth.relative_to(me) {
                        promo_letter(rng)
                    } else {
                        ""
                    };
                Action::Attempt(format!("{from}{to}{promo}"))
            }
            None => {
                let moves = self.legal_moves();
                let m = moves[rng.random_range(0..moves.len())];
                Action::Attempt(format!("{}{}", m.from, m.to))
            }
        }
    }
}

fn seat_of(c: cz::Color) -> Seat {
    match c {
        cz::Color::White => Seat::White,
        cz::Color::Black => Seat::Black,
    }
}

/// A random game: the actions and what the referee expects of each.
fn random_game(seed: u64, english: bool, max_actions: usize) -> Vec<(cz::Color, Action, Expect)> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut referee = Referee::new(english);
    let mut out = Vec::new();
    while !referee.over && out.len() < max_actions {
        let mover = referee.mover();
        let action = referee.pick(&mut rng);
        let expect = referee.act(&action);
        out.push((mover, action, expect));
    }
    out
}

// ---------------------------------------------------------------- through the Game trait

#[derive(Default, Debug)]
struct Seen {
    legal: usize,
    illegal: usize,
    refused: usize,
    questions: usize,
    captures: usize,
    en_passant_like: usize,
    /// Legal moves typed in SAN.
    san: usize,
    checks: usize,
    double_checks: usize,
    tries: usize,
    endings: BTreeMap<String, usize>,
}

fn check_game(seed: u64, english: bool, seen: &mut Seen) {
    let rules = if english {
        RuleSet::English
    } else {
        RuleSet::Wild16
    };
    let mut game = Kriegspiel::new(rules);
    let mut env = TestCtx::new(seed ^ 0x5eed);
    let actions = random_game(seed, english, 400);
    let illegal_by = |c: cz::Color| {
        actions
            .iter()
            .filter(|(m, _, e)| {
                *m == c
                    && matches!(e, Expect::Heard { moved: false, notes, .. } if notes.len() == 1)
            })
            .count()
    };
    for (i, (mover, action, expect)) in actions.iter().enumerate() {
        let seat = seat_of(*mover);
        let at = || format!("seed {seed}, action {i} {action:?} by {seat:?}");
        assert_eq!(game.to_move(), Some(seat), "{}", at());
        let before = game.clone();
        let mut ctx = env.ctx();
        let result = match action {
            Action::Attempt(t) => game.play(seat, t, &mut ctx),
            Action::Any => game.command(seat, "any", "", &mut ctx),
        };
        match (expect, result) {
            (Expect::Refused, Err(_)) => {
                seen.refused += 1;
                assert!(game == before, "a refusal changed the game: {}", at());
            }
            (Expect::Refused, Ok(p)) => panic!("expected a refusal, got {p:?}: {}", at()),
            (Expect::Heard { .. }, Err(r)) => panic!("refused ({r}): {}", at()),
            (Expect::Heard { notes, moved, over }, Ok(played)) => {
                let got: Vec<(To, String)> = played
                    .notes
                    .iter()
                    .map(|n| {
                        let to = match n.to {
                            Audience::All => To::All,
                            Audience::Seat(s) if s == seat => To::Mover,
                            Audience::Seat(_) => panic!("a note for the opponent: {}", at()),
                        };
                        // The announcements as an English reader reads them.
                        (to, boardbot::i18n::en(&n.text))
                    })
                    .collect();
                assert_eq!(played.board, *moved, "{}", at());
                assert_eq!(played.outcome.is_some(), *over, "{}", at());
                if *over {
                    assert!(got.len() >= notes.len() + 3, "{got:?}: {}", at());
                    assert_eq!(&got[..notes.len()], &notes[..], "{}", at());
                    // The report: the record and both players' attempts.
                    let report: Vec<&str> =
                        got[notes.len()..].iter().map(|(_, t)| t.as_str()).collect();
                    assert!(report[0].starts_with("Moves: 1. "), "{report:?}");
                    for (line, colour) in report[1..3]
                        .iter()
                        .zip([cz::Color::White, cz::Color::Black])
                    {
                        let prefix = format!("{}'s illegal attempts: ", name(colour));
                        let list = line
                            .strip_prefix(&prefix)
                            .unwrap_or_else(|| panic!("{line}: {}", at()));
                        let count = if list == "none." {
                            0
                        } else {
                            list.split(';').map(|g| g.split(',').count()).sum()
                        };
                        assert_eq!(count, illegal_by(colour), "{line}: {}", at());
                    }
                    assert!(got.iter().all(|(to, _)| *to == To::All));
                    *seen
                        .endings
                        .entry(notes.last().unwrap().1.clone())
                        .or_default() += 1;
                } else {
                    assert_eq!(&got, notes, "{}", at());
                }
                match (moved, action) {
                    (true, _) => {
                        seen.legal += 1;
                        let texts: Vec<&str> = notes.iter().map(|(_, t)| t.as_str()).collect();
                        if texts.iter().any(|t| t.ends_with(" captured")) {
                            seen.captures += 1;
                        }
                        let checks = texts.iter().filter(|t| t.ends_with(" check")).count();
                        seen.checks += (checks > 0) as usize;
                        seen.double_checks += (checks > 1) as usize;
                        seen.tries += texts.iter().any(|t| t.contains("pawn tr")) as usize;
                        if let Some(to) = match action {
                            Action::Attempt(t) if t.len() >= 4 && !t.starts_with(['K', 'Q']) => {
                                t.get(2..4)
                            }
                            _ => None,
                        } {
                            if texts.iter().any(|x| x.starts_with("Pawn at"))
                                && !texts.iter().any(|x| x.contains(to))
                            {
                                seen.en_passant_like += 1;
                            }
                        }
                        if let Action::Attempt(t) = action {
                            seen.san += t.starts_with(['K', 'Q', 'O']) as usize;
                        }
                    }
                    (false, Action::Any) => seen.questions += 1,
                    (false, Action::Attempt(_)) => seen.illegal += 1,
                }
            }
        }
        // Storage round trip now and then (a load replays the game).
        if i % 40 == 0 {
            let restored = Kriegspiel::from_json(game.save().expect("saves")).expect("load");
            assert_eq!(restored, game, "{}", at());
        }
    }
}

#[test]
fn the_referee_agrees_with_an_independent_one() {
    let mut seen = Seen::default();
    for seed in 0..240u64 {
        check_game(seed, seed % 3 == 2, &mut seen);
    }
    println!("{seen:?}");
    assert!(seen.legal > 10_000, "{seen:?}");
    assert!(seen.illegal > 5_000, "{seen:?}");
    assert!(seen.refused > 100, "{seen:?}");
    assert!(seen.questions > 300, "{seen:?}");
    assert!(seen.captures > 1_000, "{seen:?}");
    assert!(seen.checks > 500, "{seen:?}");
    assert!(seen.double_checks > 0, "{seen:?}");
    assert!(seen.tries > 1_000, "{seen:?}");
    assert!(seen.en_passant_like > 0, "{seen:?}");
    assert!(seen.san > 200, "{seen:?}");
    assert!(seen.endings.len() >= 3, "{seen:?}");
}

// ---------------------------------------------------------------- through the console

/// The console's messages in one section, as chat → lines (a chat's
/// several messages joined; picture and button lines left out).
fn by_chat(section: &str) -> BTreeMap<String, Vec<String>> {
    let mut out: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in section.lines() {
        if let Some(rest) = line.strip_prefix(">> ") {
            let (chat, text) = rest.split_once(": ").unwrap_or((rest, ""));
            let chat = chat.trim_end_matches(" (edit)").to_string();
            out.entry(chat.clone()).or_default().push(text.to_string());
            current = Some(chat);
        } else if let Some(rest) = line.strip_prefix("   ") {
            if rest.starts_with("[photo ") || rest.starts_with("[buttons]") {
                continue;
            }
            if let Some(c) = &current {
                out.entry(c.clone()).or_default().push(rest.to_string());
            }
        }
    }
    out
}

/// A `/board text` grid line: `8 rnbqkbnr`.
fn grid_row(line: &str) -> Option<&str> {
    let (rank, row) = line.split_once(' ')?;
    let squares = row.chars().all(|c| ".PNBRQKpnbrqk".contains(c));
    (rank.len() == 1 && "12345678".contains(rank) && row.len() == 8 && squares).then_some(row)
}

fn console_game(seed: u64, english: bool) -> (usize, usize) {
    let actions = random_game(seed, english, 140);
    let player = |c: cz::Color| match c {
        cz::Color::White => "alice",
        cz::Color::Black => "bob",
    };
    let mut script = String::from("alice: /start\nbob: /start\n");
    script += if english {
        "alice@#club: /new kriegspiel rules=english\n"
    } else {
        "alice@#club: /new kriegspiel\n"
    };
    script += "bob@#club: /join\n";
    for (i, (mover, action, _)) in actions.iter().enumerate() {
        let text = match action {
            Action::Attempt(t) => t.clone(),
            Action::Any => "/any".to_string(),
        };
        script += &format!("~echo s{i}\n{}: {text}\n", player(*mover));
    }
    script += "~echo end\n";
    let out = run_plain(&Bot::new(), &script);
    let mut moved = 0;
    let mut over = false;
    for (i, (mover, action, expect)) in actions.iter().enumerate() {
        let got = by_chat(section(&out, &format!("s{i}")));
        let at = || format!("seed {seed}, action {i} {action:?}:\n{got:#?}");
        let me = player(*mover);
        match expect {
            Expect::Refused => {
                assert_eq!(got.keys().collect::<Vec<_>>(), [me], "{}", at());
                assert_eq!(got[me].len(), 1, "{}", at());
            }
            Expect::Heard {
                notes,
                moved: m,
                over: o,
            } => {
                moved += *m as usize;
                over |= *o;
                let mut want: BTreeMap<String, Vec<String>> = BTreeMap::new();
                for (to, text) in notes {
                    let chats: Vec<&str> = match to {
                        To::All => vec!["#club", "alice", "bob"],
                        To::Mover => vec![me],
                    };
                    for c in chats {
                        want.entry(c.to_string()).or_default().push(text.clone());
                    }
                }
                assert_eq!(
                    got.keys().collect::<Vec<_>>(),
                    want.keys().collect::<Vec<_>>(),
                    "who heard it: {}",
                    at()
                );
                for (chat, lines) in &want {
                    let seen = &got[chat];
                    assert!(seen.len() >= lines.len(), "{chat}: {}", at());
                    assert_eq!(&seen[..lines.len()], &lines[..], "{chat}: {}", at());
                    let next = seen.get(lines.len()).map(String::as_str);
                    if *m {
                        // After the announcements: the status or the report.
                        let next = next.unwrap_or_default();
                        assert!(
                            next.starts_with("Move ") || next.starts_with("Moves: 1. "),
                            "{chat}: {}",
                            at()
                        );
                    } else {
                        assert_eq!(next, None, "{chat}: {}", at());
                    }
                    // During play nobody sees an enemy man; the group sees no board.
                    if !*o {
                        for row in seen.iter().filter_map(|l| grid_row(l)) {
                            match chat.as_str() {
                                "#club" => panic!("a board in the group: {}", at()),
                                "alice" => assert!(!row.chars().any(|c| c.is_ascii_lowercase())),
                                _ => assert!(!row.chars().any(|c| c.is_ascii_uppercase())),
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(
        !section(&out, "end").contains(">> "),
        "nothing after the end"
    );
    (moved, over as usize)
}

#[test]
fn the_console_delivers_each_announcement_to_exactly_its_recipients() {
    let mut moved = 0;
    let mut over = 0;
    for (seed, english) in [(1001, false), (1002, false), (1003, true)] {
        let (m, o) = console_game(seed, english);
        moved += m;
        over += o;
    }
    assert!(moved > 60, "{moved} moves");
    let _ = over;
}
