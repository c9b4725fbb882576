package kingdomino

import "github.com/boardrules/kingdoms/squaregrid"

// A kingdom lives on a 13 x 13 squaregrid board with its castle in the middle
// square, so that a 7 x 7 kingdom fits whichever way it grows. Kingdom
// coordinates (those of moves and accessors) are relative to the castle:
// the castle is at (0,0), rows grow downwards and columns to the right, and a
// square of a 5 x 5 kingdom has both coordinates in -4..4 (-6..6 in the 7 x 7
// Mighty Duel).
const (
	gridSize   = 13
	gridCenter = 6
	// maxReach is the largest coordinate (in absolute value) of a square.
	maxReach = gridCenter
)

var (
	grid       = mustBoard()
	castleCell = gridCenter*gridSize + gridCenter
	castleSet  = squaregrid.SetOf(castleCell)
	// rowBand[lo][hi] holds the cells of rows lo..hi of the grid, and
	// colBand[lo][hi] those of columns lo..hi.
	rowBand, colBand [gridSize][gridSize]squaregrid.Set
	// shiftOpp caches nothing: directions are handled in legal.go.
)

func mustBoard() *squaregrid.Board {
	b, err := squaregrid.NewBoard(gridSize, gridSize)
	if err != nil {
		panic(err) // a 13 x 13 board always fits in a Set
	}
	return b
}

func init() {
	for lo := range gridSize {
		for hi := lo; hi < gridSize; hi++ {
			rowBand[lo][hi] = grid.RectSet(squaregrid.Rect{Min: squaregrid.Pt(lo, 0), Max: squaregrid.Pt(hi, gridSize-1)})
			colBand[lo][hi] = grid.RectSet(squaregrid.Rect{Min: squaregrid.Pt(0, lo), Max: squaregrid.Pt(gridSize-1, hi)})
		}
	}
}

// cellOf returns the grid cell of the kingdom point p, or -1 when p is
// beyond the reach of any kingdom.
func cellOf(p squaregrid.Point) int {
	if p.Row < -maxReach || p.Row > maxReach || p.Col < -maxReach || p.Col > maxReach {
		return -1
	}
	return (p.Row+gridCenter)*gridSize + p.Col + gridCenter
}

// pointOf returns the kingdom point of grid cell i.
func pointOf(i int) squaregrid.Point {
	return squaregrid.Pt(i/gridSize-gridCenter, i%gridSize-gridCenter)
}
