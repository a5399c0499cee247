//! Board pictures: a pure function from a [`View`] to PNG bytes.

/// What one square shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Cell {
    Empty,
    /// A chess-family piece: `kind` is one of `K Q R B N P D` (D = Dragon).
    Piece {
        white: bool,
        kind: char,
    },
    /// An Opok stack: `first` = owned by the First player.
    Stack {
        first: bool,
        height: u16,
    },
}

/// A row of pieces shown beside or under the board: a reserve or a prison.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Strip {
    /// e.g. `White reserve`
    pub label: String,
    /// The pieces, as (white, kind).
    pub pieces: Vec<(bool, char)>,
}

/// Everything a board picture shows. Built by a game for one viewer, so it
/// can hold nothing that viewer may not see.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct View {
    pub files: u8,
    pub ranks: u8,
    /// `files * ranks` cells; index = rank * files + file, rank 0 is rank 1.
    pub cells: Vec<Cell>,
    /// Draw from the second seat's side (rank 1 at the top, file a on the right).
    pub flipped: bool,
    /// Squares to highlight as the last move, as (file, rank) from 0.
    pub last_move: Vec<(u8, u8)>,
    /// Squares of checked kings, as (file, rank) from 0.
    pub check: Vec<(u8, u8)>,
    /// Reserves and prisons.
    pub strips: Vec<Strip>,
    /// Short text lines (scores, squares held) drawn under the board.
    pub lines: Vec<String>,
}

impl View {
    pub fn empty(files: u8, ranks: u8) -> View {
        View {
            files,
            ranks,
            cells: vec![Cell::Empty; files as usize * ranks as usize],
            flipped: false,
            last_move: Vec::new(),
            check: Vec::new(),
            strips: Vec::new(),
            lines: Vec::new(),
        }
    }
    pub fn set(&mut self, file: u8, rank: u8, cell: Cell) {
        let i = rank as usize * self.files as usize + file as usize;
        self.cells[i] = cell;
    }
    pub fn get(&self, file: u8, rank: u8) -> Cell {
        self.cells[rank as usize * self.files as usize + file as usize]
    }
}
