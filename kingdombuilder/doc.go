// Package kingdombuilder is a rules engine for Kingdom Builder (Donald X.
// Vaccarino, Queen Games): the base game for 2 to 4 players and the
// expansions Nomads (2 to 5 players), Crossroads, Marshlands and Harvest and
// the Queenies 1 to 3, each on its own or together.
//
// A game is set up by New from a Config and played through immutable State
// values:
//
//	s, _ := kingdombuilder.New(kingdombuilder.FirstGame(3, 42))
//	for !s.IsTerminal() {
//		moves := kingdombuilder.Legal(s) // the moves of s.ToMove()
//		s, _ = kingdombuilder.Apply(s, moves[0])
//	}
//	fmt.Println(s.Winners(), s.Scores())
//
// The calls a user needs:
//
//   - [New] sets a game up from a [Config] ([FirstGame]: the rulebook's
//     first game); [MaxMoves] bounds its length.
//   - [Legal] (or [AppendLegal]) lists the moves of the player to move, in
//     [Move.Compare] order; [Apply] plays one and returns the next State.
//   - [ParseMove] reads a move's notation and [Move.String] writes it; the
//     constructors ([Place], [Build], [Relocate], [End], and each
//     expansion's) build moves in Go.
//   - State methods read the position: [State.ToMove], [State.Terrain],
//     [State.Settlements], [State.Hand], [State.Tiles], [State.Scores] (with
//     a breakdown), [State.Winners], [State.String] (a text picture).
//   - [State.View] hides what a player may not see; [Determinize] deals it
//     again at random.
//   - A State marshals to a JSON document opening with "schema":
//     "kingdombuilder/1" ([Schema]), which [State.UnmarshalJSON] checks in
//     full.
//   - [Game] is the package's kingdoms.Game for the module's generic tools
//     (playouts, bots, the gametest harness); it also starts games from a
//     tool's settings or a Config as JSON, validates states and encodes
//     them for learning code ([Observe]; moves as numbers: [NumActions],
//     [AppendActions], [DecodeAction], [EncodeMove]).
//
// The reference follows: the rules of the base game and their rulings
// (sections "The game", "Moves", "Rulings", "Length of a game"), the
// expansions ("Expansions", then "Nomads", "Harvest", "Custom sections",
// "Queenies", "Crossroads", "Marshlands"), then "Hidden information",
// "Starting from settings or JSON", "Observations", "Actions" and "Speed".
//
// # The game
//
// The board is 4 of the 8 base sections (10x10 hexes each) in a 2x2
// rectangle, each possibly turned by 180 degrees: a 20x20 board in "odd-r"
// offset coordinates (row 0 at the top, odd rows shifted half a hex to the
// right), numbered as hexgrid numbers it. Hexes are written "row,col". The
// terrain of the printed sections is embedded (sections.txt, a copy of the
// project's cross-checked transcription; the 4 Nomads sections are encoded
// too, for the Nomads expansion).
//
// Each player has 40 settlements and holds one terrain card, hidden from the
// others. On a turn the player reveals the card and must place 3 settlements
// (the mandatory action), one at a time, on free hexes of that terrain. A
// settlement must go next to one of the player's settlements when some free
// hex of the required kind allows it (placement rule 3, "the adjacency
// rule"); otherwise anywhere on that kind. Placing a settlement next to a
// location hex takes one of its 2 tiles, if any is left and the player has
// none from that hex. A tile is an extra action usable once per turn from the
// next turn on, before or after the mandatory action:
//
//	Oracle   build on a free hex of the card's terrain (adjacency rule)
//	Farm     build on a free grass hex (adjacency rule)
//	Oasis    build on a free desert hex (adjacency rule)
//	Tower    build on a free buildable hex of the board's edge (adjacency rule)
//	Tavern   build on a free buildable hex at the end of a straight line of at
//	         least 3 of your settlements
//	Barn     move one of your settlements to a free hex of the card's terrain
//	         (adjacency rule)
//	Harbor   move one of your settlements to a free water hex (adjacency rule);
//	         the only way to build on water
//	Paddock  move one of your settlements exactly 2 hexes in a straight line,
//	         jumping over anything, to a free buildable hex (no adjacency rule)
//
// When a tile has no possible target (no free grass for the Farm, no line of
// 3 for the Tavern, no supply for a building tile, ...) it cannot be used:
// the rulebook's "the action is abandoned". The turn ends with the move
// "end": the card is discarded and a new one drawn. When a player's supply is
// empty the round is finished, so that every player has had the same number
// of turns, and the game is scored: each of the 3 Kingdom Builder cards of
// the game, then 3 points per castle next to at least one of the player's
// settlements. The highest total wins; tied players share the victory.
//
// The 10 Kingdom Builder cards (French names in brackets):
//
//	Fishermen (Pêcheurs)       1 per settlement next to water (a settlement
//	                           on water or on a mountain does not count)
//	Miners (Mineurs)           1 per settlement next to a mountain (a
//	                           settlement on water or on a mountain does not
//	                           count)
//	Workers (Ouvriers)         1 per settlement next to a castle or location
//	                           (nomad spaces and palaces too; not silos)
//	Merchants (Marchands)      4 per castle or location linked by a chain of
//	                           your settlements to another castle or location
//	                           (nomad spaces and palaces too; not silos)
//	Discoverers (Explorateurs) 1 per row holding one of your settlements
//	Hermits (Ermites)          1 per settlement area (a group of connected
//	                           settlements, a lone settlement included)
//	Citizens (Citoyens)        1 per 2 settlements of your largest area
//	Farmers (Paysans)          3 per settlement in the section where you have
//	                           fewest; 0 if you are missing from a section
//	Knights (Chevaliers)       2 per settlement in the row where you have most
//	Lords (Seigneurs)          per section, 12 to the players with most
//	                           settlements, 6 to those with the next count
//
// # Moves
//
// A move is one decision: "place ROW,COL" (one settlement of the mandatory
// action), "tile NAME ROW,COL" (a building tile), "tile NAME FROM>TO" (a
// moving tile) or "end"; the expansions add their own moves (MoveKind). See
// Move for the notation and the order of Legal.
//
// # Rulings
//
// The French rulebooks are the authority. They are cited by the project's
// numbers: rulebook 000 (Kingdom Builder, Anniversary Edition: the base game
// and the Queenies), rulebook 002 (Kingdom Builder Nomads, a French
// translation) and rulebook 003 (Kingdom Builder Big Box: the base game,
// Nomads, Crossroads, Marshlands, Harvest and the Queenies). The project's
// rulings settle what they leave open. This package decides:
//
//   - Mandatory action: with fewer than 3 settlements in supply, the player
//     places what it has. It ends early when no free hex of the card's
//     terrain is left once it has begun, and is skipped when the supply is
//     empty. Its 3 placements follow each other: no tile between them.
//   - No free hex of the card's terrain at the start of the turn, or later
//     in the turn before the mandatory action has placed anything (an
//     Oracle, Farm, Oasis or another expansion's action took the last one;
//     rulebook 003, "Exception": "pendant le tour d'un joueur"): the card is
//     removed from the game (public, see State.Removed) and the player draws
//     again at once, until a card with a free hex comes or no card is left
//     (the player then has no card, and no mandatory action). A player left
//     without a card draws again at the start of its next turn. A view
//     cannot draw (its draw pile is hidden): there the card stays, and
//     Determinize draws.
//   - The draw pile is reshuffled from the discard pile when a card must be
//     drawn from an empty pile, so the card just discarded is shuffled in.
//   - The adjacency rule for a moving tile (Barn, Harbor) counts the player's
//     other settlements, not the one being moved. A moved settlement may not
//     stay where it is.
//   - Tiles: each tile once per turn (two tiles of one kind: twice); a tile
//     is usable from its owner's next own turn on, whoever's turn it was
//     taken in (rulebook 000: "à partir du prochain tour"); at most one tile per
//     location hex per player in the whole game, even after losing it
//     ("ne peut récupérer qu'une seule plaquette de lieu d'un même lieu";
//     the same reading as the published FAQ; JSON "lost"). A tile is lost
//     (removed from the game) as soon
//     as the player has no settlement next to its location hex, whatever
//     moved the settlement. A move is one step: a settlement moved between
//     two hexes next to the same location keeps its tile. When a player holds
//     two tiles of one kind, has used one and loses one, the used one is the
//     one lost (the player chose which one to turn over, and would have
//     turned over the one it was about to lose).
//   - Tavern: the new settlement extends a straight line (one of the 3 hex
//     axes) of at least 3 of the player's settlements, with no gap; it needs
//     no other adjacency test. Paddock: exactly 2 steps in one of the 6
//     directions, over any terrain or settlement.
//   - Tower: "edge of the board" is the outer ring of the 20x20 board, not
//     the seams between sections.
//   - Game end: once a supply is empty (checked at the end of each turn), the
//     round is finished: the last turn is the one of the player before the
//     first player (player 0 is the first player). Ties share the victory.
//     A ruling where the rulebook is silent: the round is finished too once
//     every terrain card has been removed (on a board whose buildable hexes
//     run out before any supply), since no mandatory action can come again;
//     without it such a game would never end.
//   - Fishermen and Miners count settlements next to water / a mountain. A
//     settlement that stands on water or on a mountain counts for neither
//     card, even next to the other terrain (rulebook 002, Donation, note:
//     "ceux-ci ne comptent pas lors du décompte des cartes Personnages
//     « Pêcheurs » et « Mineurs »"): a mountain Donation next to water scores
//     no Fishermen; a settlement on water (a water Donation, the Harbor, the
//     Canoe, a Crossroads ship) or on a mountain (the Fountain) scores
//     neither card. Workers counts settlements next to a castle, location,
//     nomad space or palace.
//     Merchants: each such hex linked by a group of the player's connected
//     settlements to at least one other such hex scores 4, once, however
//     many groups link it. Silos (Harvest) are no such hexes: rulebook 003
//     adds palaces to Merchants and Workers in a note ("Les palais sont pris
//     en compte pour les cartes Kingdom Builder Marchands et Ouvriers") and
//     gives no such note for silos, which it introduces as non-buildable
//     terrain; only the University's own text counts them.
//   - Farmers: a player with no settlement in some section scores 0.
//     Knights and Farmers score one row / section only.
//   - Lords: per section, every player tied for most settlements gets 12;
//     every player with the next lower count gets 6, players with no
//     settlement there included (8,8,6,2 gives 12,12,6,0; 5,0,0 gives
//     12,6,6). A section where nobody has a settlement scores nothing.
//   - The suggested first game (FirstGame) uses the Tavern, Paddock, Oasis
//     and Farm sections; the rulebook's picture of their arrangement is not
//     available as text, so they are placed in that order, none turned.
//
// # Length of a game
//
// Every turn places at least one settlement until a supply is empty (a
// card whose terrain is full is replaced at the start of the turn), so a
// game has at most 41 rounds (43 with Nomads, whose 2 Swords may give each
// player 2 settlements back); a turn has at most 3 placements, one use of
// each tile held (at most 8; a board with the Quarry, whose second wall is
// a second move, has at most 7 location hexes), the moves of the nomad
// tiles held (at most 6, of at most 4 moves each), 2 Crossroads moves
// (crossroadsTurnMoves), the Harvest moves (at most 25: see
// harvestTurnMoves), the Marshlands moves (at most 20: the choice of a
// swamp card's half, the settlements the Temple set aside, the two bonus
// actions) and "end", and the silo phase adds at most 3 moves per player
// and silo (MaxSilos, 16, silos at most). The Temple takes settlements back
// (one per use, 17 at most in a turn), which may add as many rounds, and
// every interrupt of the Canoe (once per location hex and nomad space)
// asks each player once: MaxMoves bounds every game by 60*players*83 +
// players*48 + players*22 moves.
//
// # Expansions
//
// Terrains, locations (tiles) and Kingdom Builder cards are tables of data
// with small rule functions (terrainTable, locationTable, cardTable): a new
// terrain code, location or card is a new row, read by the one
// implementation of the placement rules, tile taking and losing, and
// scoring (a card's score function is called from one switch of direct
// calls, State.cardScore, so that no call copies or moves the State to the
// heap). The section parser accepts every terrain code of terrainTable.
// The expansions' rules are in their own sections below, each describing
// the expansion played on its own; played together, each adds its sections
// and cards to the random draws (Config.Quadrants, Config.Cards).
//
// Played together, the expansions meet through a few shared mechanisms, each
// written once:
//
//   - What counts as a player's settlements: its settlements and its
//     Crossroads pieces (ship, wagon, warriors, the 7 hexes of a city hall),
//     for every card (the cards scored during play, Mayors, Vagabonds,
//     Families, Shepherds and Ambassadors, included), castle, task, tile,
//     the Harvest silo phase and the adjacency rule; placing or moving a
//     piece is placing or moving a settlement. Only what the rulebook
//     excludes is excluded: the scout tokens of Harvest count as the player
//     to move's during its turn for placements only, and take no tile and
//     score no card. Nothing stands on a Cave (Queenie 2) or next to a
//     warrior.
//   - Who built what: every path that puts a settlement or a piece on a hex
//     (the mandatory action, tiles, Donation, Canoe, silo actions, moves of
//     every kind, Crossroads pieces, each hex of a city hall) raises one
//     event, carrying its owner; location and nomad tiles and every card
//     scored during play hear that event only. A settlement built outside
//     its owner's turn (a Canoe answer) belongs to its owner for
//     everything and never to the player whose turn it is: Mayors,
//     Families, Shepherds and Ambassadors score it for its builder at once;
//     Vagabonds ("à chacun de vos tours") counts only what its owner built
//     in its own turn, so a Canoe settlement scores Vagabonds for nobody; a
//     tile it takes behaves as if taken in that turn (a Crossroads tile's
//     first second card is drawn at the end of that turn). An answer to a
//     Canoe interrupt ends nothing of the turn it interrupts (a
//     Resettlement under way goes on).
//   - A decision the game waits for: a Canoe interrupt or a swamp card's
//     half (Marshlands), the choice of the turn's card or the Fort's
//     settlement (Crossroads), a Donation or a Sword in use (Nomads), a
//     Harvest sequence (the second scout token, colony settlements, the silo
//     phase). At most one is open at a time, in that order of priority;
//     while it is, only its moves are legal, and ToMove names who makes it
//     (the player answering a Canoe may not be the player whose turn it is).
//   - The life of a tile, for location, nomad, bonus and colony tiles alike:
//     a tile taken in any turn, in or out of its owner's turn (a Canoe's
//     settlement), is usable from its owner's next own turn on, in or out
//     of turn: a Canoe tile taken while answering a Canoe interrupt answers
//     no other interrupt in the same turn, and one taken in its owner's turn
//     answers none in the turns of the players after it (a location tile
//     is "fresh" until then: "+" in JSON "held", for any player); each is
//     used at most once a turn; when one of two
//     tiles of a kind is lost, a tile taken this turn is lost first, else a
//     used one.
//   - The adjacency rule is lifted for one settlement by an armed Outpost
//     (Nomads): the next settlement built from the supply under that rule,
//     by the mandatory action, a tile, a Donation, the Fort, the first
//     colony settlement or the Canoe's bonus action, uses it up.
//
// # Nomads
//
// Config.Nomads plays the Nomads expansion (rulebook 002; the Nomads pages
// of rulebook 003, which stand where the two differ), for 2 to 5 players
// (the base rules apply unchanged to 5). A random board is drawn from the 12
// sections (8 base, 4 Nomads) and random cards from the 13 (10 base, 3
// Nomads); a base game still draws from the 8 and the 10, so a seed gives
// the same base game as before. Workers and Merchants count nomad spaces,
// as the Nomads versions of the cards do (in every game: a base board has
// none).
//
// Nomad spaces and tiles. The 15 nomad tiles (NomadKind) are shuffled at
// set-up from the seed and one is laid face up on each nomad space, in
// increasing hex order (a board may hold at most 15 nomad spaces). A player
// who builds or moves a settlement next to a nomad space that still holds
// its tile takes it, as location tiles are taken. A nomad tile may be used
// only during the holder's next turn, at most once, optionally; at the end
// of that turn it is removed from the game, used or not (State.NomadTiles):
//
//	Donation (7: grass, canyon, desert, flower, forest, water, mountain)
//	             build 3 settlements on the tile's terrain, under the
//	             adjacency rule; the water and mountain ones build where
//	             nothing else builds (such settlements do not count for
//	             Fishermen and Miners)
//	Resettlement (2) move 1 to 4 of your settlements 4 hexes in all, each
//	             along a path of adjacent free buildable hexes, with no
//	             adjacency rule; tiles are taken and lost for the new hex
//	             only (see the rulings)
//	Outpost (2)  the next settlement you build under the adjacency rule
//	             (mandatory action, a building location tile such as the
//	             Farm, a Donation) is free of it; it must still go on the
//	             required terrain
//	Sword (2)    remove one settlement of each opponent who has one,
//	             chosen by you; it returns to its owner's supply, who loses
//	             the location tiles it no longer touches
//	Treasure (2) 3 points at once when taken (Scores' part "Treasure");
//	             never held
//
// Nomads cards, scored during play after each settlement built (by the
// mandatory action, a location tile or a Donation; never for a settlement
// moved) and not at the end; each card's part of Scores is what it gave
// during play:
//
//	Families     2 when the 3 settlements of the mandatory action are
//	             neighbours in one straight line (in any order)
//	Shepherds    2 per settlement built with no free hex of its own
//	             terrain next to it
//	Ambassadors  1 per settlement built next to another player's settlement
//
// Moves (see Move): "nomad donation-flower ROW,COL" builds one settlement
// of a Donation, "nomad resettlement FROM>TO" moves one settlement of a
// Resettlement, "nomad outpost" uses an Outpost for the next settlement,
// "nomad sword ROW,COL" removes one opponent's settlement.
//
// Rulings of the Nomads tiles, where the rulebooks leave it open:
//
//   - Using a nomad tile is optional: rulebook 003 says the player "est
//     obligé" to use it on its next turn, but also that it is removed "même
//     si le joueur n'a pas utilisé l'action" (and 002 that it is removed
//     "que le joueur l'ait utilisée ou non"); the project's rulings make it
//     optional.
//   - Donation, Resettlement and Sword are used before or after the
//     mandatory action, not during it (the rulebooks say so for each);
//     the Outpost may be used before or during it ("lors de l'action
//     obligatoire ou d'une action spéciale").
//   - "Les règles de placement habituelles sont appliquées": a Donation's
//     settlements obey the adjacency rule (if some free hex of its terrain
//     touches the player's settlements, one of those), as the mandatory
//     action does. The Resettlement says its settlements need not be next
//     to the others; the Outpost lifts the rule; the Sword builds nothing.
//   - A Donation builds its 3 settlements one move after the other, with
//     nothing between them but an Outpost; like the mandatory action, it
//     builds fewer when the supply or the free hexes of its terrain run
//     out.
//   - The Sword takes the opponents in turn order from the player's left,
//     one move each ("nomad sword ROW,COL" names the settlement removed),
//     skipping those with no settlement; no other move comes between. A
//     Sword with no opponent's settlement on the board cannot be used.
//     Settlements regained do not cancel the end of the game (rulebook
//     002 "Sabre").
//   - Resettlement. Rulebook 002: "Déplacez de 1 à 4 bâtiments jusqu'à 4
//     cases au total (pour les 4 bâtiments). Les bâtiments ne peuvent être
//     déplacés que sur des cases adjacentes, des cases vides et sur un
//     terrain constructible"; its example: "Ce joueur déplace un de ses
//     bâtiments de 3 cases et récupère la tuile Nomades située à côté de
//     sa nouvelle position. Ensuite, il déplace un autre bâtiment de 1
//     case, à côté d'une case Lieu." Ruling: each settlement moved goes,
//     in one move ("nomad resettlement FROM>TO"), along a path of adjacent
//     empty buildable hexes to its new hex, and tiles are gained and lost
//     for its new hex only, never for the hexes it passes (as after any
//     move, the player loses the tiles of the locations next to the start
//     hex that none of its settlements touches any more). The move spends
//     the length of the shortest such path (the start hex is only its
//     start; the player's other settlements, moved or not, are obstacles
//     like every occupied hex), 4 steps in all; a settlement moved by the
//     use is not moved again by it. The moves are played one after the
//     other; any other move ends the use, whatever steps are left. With
//     two Resettlements, a move continues the use in progress while it
//     has steps left: the second may move a settlement the first moved
//     once the first use is over.
//   - The Outpost applies to settlements built from the supply under the
//     adjacency rule (the rulebook 002 says "construction"), not to the
//     moving tiles (Barn, Harbor); using it, "nomad outpost", arms it,
//     and the next such settlement uses it up, wherever it goes. A
//     settlement built by a rule without the adjacency rule (Tavern,
//     Village) leaves it armed. An Outpost armed and not used by the end
//     of the turn is lost with the turn. The rulebook 003 ("Avant-poste")
//     lets it free any settlement placed "lors de l'action obligatoire ou
//     d'une action spéciale": so the other expansions' building actions of
//     the player's own turn take it too when they follow the adjacency
//     rule (the Crossroads Fort's settlement, the Outpost armed before
//     the Fort card is drawn; the settlements of turned colony tiles of the
//     Harvest Cathedral, the first one only, as the Outpost must be armed
//     before "colonies"; the Marshlands Canoe bonus action), and use it
//     up. The Canoe interrupt answers another player's move, outside the
//     decider's turn: it never takes the Outpost. Crossroads pieces are
//     no settlement built: they keep the adjacency rule.
//   - A nomad tile belongs to the player once taken: it is not lost when
//     the player's settlements leave the nomad space (it is no location
//     tile). A tile taken outside the holder's turn (an interrupt of
//     another expansion) is usable during the holder's next turn.
//   - Two nomad spaces next to one hex: building there takes both tiles.
//   - Families: the straight line is one of the 3 hex axes; the 3
//     settlements are those of the mandatory action only (with an Outpost
//     one of them may stand away from the others, and then there is no
//     line). Shepherds: "free" means no settlement and no stone wall; a
//     settlement built on water or a mountain (Donation) looks at water or
//     mountains. Ambassadors: stone walls belong to no player.
//   - With other expansions: a Donation (mountain) does not build on a
//     Cave (Queenie 2: a tile lies there); Donation and Resettlement keep
//     off the hexes next to a warrior (Crossroads), as every placement
//     does; Ambassadors counts the other players' Crossroads pieces (they
//     count as settlements); the Sword removes settlements only, not
//     Crossroads pieces, and skips an opponent who has only pieces.
//   - Nomad tiles are face up: View hides nothing of them.
//
// The 4 Nomads locations and their tiles (rulebook 003, "Actions
// spéciales des plaquettes de lieu", which stands over 002):
//
//	Quarry   place 1 or 2 stone walls, each on a free hex of the card's
//	         terrain next to one of your settlements (a strict condition,
//	         not the "if possible" adjacency rule); a wall belongs to no one
//	         and blocks its hex for the rest of the game: nothing is built
//	         or moved there, and it stops the Caravan; 25 walls in all
//	         (MaxWalls), then the tile has no target
//	Caravan  move one of your settlements in a straight line (6 directions)
//	         as far as it goes: it stops on the last free buildable hex
//	         before an obstacle (water, mountain, castle, location, nomad
//	         space, any settlement, the edge of the board); no adjacency
//	         rule; a direction blocked at once gives no move
//	Village  build on a free buildable hex next to at least 3 of your
//	         settlements (no other adjacency rule)
//	Garden   build on a free flower hex (adjacency rule)
//
// Their one-per-turn use, taking and losing follow the base rules above.
// Rulings: one use of the Quarry is one move per wall, "tile quarry
// ROW,COL"; the second wall, optional, must be the very next move (any
// other move ends the use), and a wall takes no location tile. Walls are
// kept in the set of occupied hexes, with no set of their own (the hexes
// occupied by no settlement), so every rule that asks for a free hex sees
// them and the State does not grow; State.Wall reports them, String draws
// them "#", the JSON form lists them ("walls", "wallOpen").
//
// # Harvest
//
// Config.Harvest plays the Harvest expansion (rulebook 003, pages 20-23,
// "Extension 4 – Harvest"). Its printed sections are not available: the 4
// sample Harvest sections (SampleHarvestSections, "sample-harvest-...", the
// project's inventions, each with farmland, a silo and two Harvest
// locations) stand in for them, and a Harvest game whose Quadrants are left
// zero draws 4 of the 8 base and 4 sample sections. Cards left zero are
// drawn from the 10 base and 6 Harvest cards; the Harvest cards need
// Config.Harvest. The rules, and the rulings where the rulebook leaves a
// choice:
//
//   - Farmland (A) is a buildable terrain with no terrain card ("nouveau
//     type de terrain constructible"): every rule that builds on or moves to
//     "buildable" terrain reaches it (Tower, Tavern, Paddock as the rulebook
//     notes, and Caravan, Village, the Harvest tiles, ...). Cultivate, once
//     per turn, before or after the mandatory action (never between its
//     placements), builds a settlement from the supply on a free farmland hex
//     next to one of the player's settlements: a strict condition, no
//     fallback. Notation "cultivate ROW,COL".
//   - Silos (O) are not buildable; they count as location hexes for the
//     University (the rulebook lists them: "en incluant les châteaux, les
//     cases Nomades, les palais et les silos"). A ruling: they do not count
//     for Workers and Merchants, which count castles, locations, nomad spaces
//     and palaces (rulebook 003 adds palaces to these cards in a note and
//     gives none for silos, which it introduces as "un nouveau type de
//     Terrain non constructible"). After the last turn, before scoring, each player
//     in turn order from the first player carries out one silo action per
//     silo next to its settlements or Crossroads pieces (counted when its
//     silo turn begins; a wagon alone next to a silo gives one): place
//     3 settlements from the supply or move 3 different settlements of its
//     own (not its pieces, which only their own actions move), each to a
//     free buildable hex next to at least one other of its settlements or
//     pieces; never a mix. One move per settlement: "silo ROW,COL",
//     "silo ROW,COL>ROW,COL"; "silo pass" declines an action before it
//     starts; once started, an action goes on until 3 are done or none can
//     be (empty supply, no hex). Settlements placed or moved take and lose
//     tiles as always and may give Mayors' markers; they score no Vagabonds
//     (that is not a turn) and raise no Canoe interrupt. ToMove names the player deciding; IsTerminal is
//     true once the last action is done.
//   - Bazaar: "bazaar KEY" repeats another tile used this turn ("répéter"):
//     that tile may be used once more. Not Cultivate (no tile), not a nomad
//     tile, not the Bazaar itself. A repeat brings nothing new into play
//     (rulebook 003: "vous ne gagnez pas de jetons ou de tuiles
//     supplémentaires [...] Vous pouvez cependant déplacer vos tuiles et
//     jetons"): it may place or move settlements and move or return what
//     the player has in play, never a Crossroads piece from the supply (no
//     second warrior, no ship, wagon or city hall put back after a return),
//     a colony tile (a repeated Cathedral only turns them over) or a scout
//     token beyond those on the board (a repeated Scout Cabin moves them).
//     Rulings: of the uses of a kind left in the turn, as many as the
//     repeats owed are repeats, and a use that brings nothing new counts as
//     a repeat while one is owed, so the player's own uses stay for what
//     only they may do, in any order (JSON "repeats", one tile key per
//     repeat owed). The Quarry's walls belong to nobody (rulebook 002): a
//     repeated Quarry builds walls. The location tiles a repeat's
//     settlement takes are the placement's, as for any settlement.
//   - Watermill, Mountain Station: build on a free buildable hex next to
//     water, next to a mountain; Watchtower: next to another player's
//     settlement; University: next to a location hex in the wide sense
//     (location, castle, nomad space, palace, silo); all with the adjacency
//     rule ("dans la mesure du possible"). Palisade: move one of your
//     settlements to a free buildable hex next to the rest of the settlement
//     area it stood in (a lone settlement cannot move); no other adjacency
//     rule.
//   - Scout Cabin: "scout ROW,COL", twice: the two scout tokens go on free
//     buildable, water or mountain hexes, each next to one of the player's
//     settlements or Crossroads pieces (not next to the other token: the
//     rule asks for settlements); the second must be the very next move when it has a hex.
//     During the turn the tokens occupy their hexes and count as the
//     player's settlements for every placement rule (adjacency, Tavern
//     lines, Village, Palisade areas, Cultivate); they take no tile, no tile
//     moves them, they score nothing (Mayors, Vagabonds, and the end cards:
//     they leave the board at the end of the turn). A second use in a turn
//     lifts them and places them again. Tokens placed stay until the turn
//     ends even when the Scout Cabin tile used is lost during the turn. State.String draws them "*"; JSON
//     "scouts".
//   - Cathedral: taking a Cathedral tile also gives a colony tile of value 1
//     while some are left. Using the tile: take a colony tile ("colony 1" or
//     "colony 5", the player's choice among those left: 8 of value 1, 2 of
//     value 5), or turn over all of one's face-up colony tiles ("colonies")
//     and build as many settlements as their values add up to, one move each
//     ("settle ROW,COL"), on the terrain of the turn's card with the
//     adjacency rule, nothing else in between; it stops early when the
//     supply or the terrain runs out. Turned tiles are out of play.
//   - Mayors (Maires: "marked horizontal lines"): when a settlement or piece
//     built, placed or moved, in any player's turn, gives its owner at least
//     4 settlements on its row (pieces included: a city hall counts its
//     hexes on the row), and no marker
//     ends that row, a settlement from that player's supply is put beside
//     the board at the end of the row (automatically: "vous posez"; none
//     with an empty supply). 4 points per marker at the end; markers stay
//     when settlements leave the row. Markers count against the supply
//     (they can end the game) and are reported by the Mayors score part;
//     JSON "mayors".
//   - Vagabonds: at the end of each of its turns a player scores 1 point per
//     section where it built a settlement or placed a piece during that
//     turn (moves do not count; a settlement it built in another player's
//     turn, a Canoe answer, counts for nobody); the points are kept in the state and reported as the
//     Vagabonds score part, nothing more at the end. Rulebook example: two
//     sections, 2 points.
//   - Rangers (Gardes forestiers): 1 per settlement on the outer edge of the
//     board (corners once). Travellers (Voyageurs): 2 per row holding exactly
//     one of your settlements. Innkeepers (Tenanciers): 1 per settlement next
//     to exactly two others of yours. Colonists (Colons): 1 per settlement in
//     the section where you have most. The French names are paired with the
//     card texts as a best reading (a ruling). With the Island (Queenie 3),
//     its 5 lines are horizontal lines for Mayors and Travellers, as for
//     Knights and Discoverers, and it is no section (Vagabonds,
//     Colonists).
//
// Harvest moves (kind HarvestAction) sort after "end", by action (cultivate,
// scout, colony 1, colony 5, colonies, settle, silo pass, silo place, silo
// move, bazaar), then by hex. The state adds the Harvest part of extState
// (scout tokens, colony tiles, Mayors' markers, Vagabonds points, the
// sequence under way; JSON "harvest"); accessors: ColonyTiles,
// ColonyTilesLeft, ColonySettlementsLeft, Scout, MayorsMarker, Cultivated,
// SiloPhase. BenchmarkRandomGameHarvest plays 4 players on the 4 sample
// Harvest sections (about 200 moves a game); see Speed for its figures.
//
// # Custom sections
//
// The printed sections of the Crossroads, Marshlands and Harvest expansions
// and the Island of Queenie 3 are not available to this project as data.
// Their rules are implemented on any board, and users who own the sections
// load them from text with ParseSections (the format of the embedded
// printed sections, with codes for every expansion's terrains and an "at
// ROW,COL KEY" line naming the location of each location hex, since a
// Crossroads section holds two different locations); errors give the line
// and column. A custom section goes on the board as Quadrant{Custom: c},
// turned or not, next to printed ones; New checks that the game plays the
// expansion the section names and every expansion its terrains and
// locations need. The package's own sample sections, used by its tests and
// the demo, are custom sections named "sample-..."; they are inventions of
// this project, NOT the printed sections. A state's JSON document carries
// its custom sections in full ("sections").
//
// # Queenies
//
// The Queenies are three small expansions (rulebook 000 and rulebook 003,
// page 24, "QUEENIE 1/2/3"; 003 stands), chosen by Config.Queenies, each on
// its own or together, with the base game and any expansion.
//
// Queenie 1, the Capitol. When the Oracle or the Harbor section is on the
// board, a Capitol tile lies on one of its castles (both sections: one on
// each); Queenies.CapitolAt chooses the castles, else they are drawn from
// the seed. At the end, each settlement adjacent to or 2 hexes from a
// Capitol scores 1 point: the score part "Capitol". Rulings: a settlement
// within 2 hexes of both Capitols scores 1 (the rule counts settlements);
// both tiles are placed when both sections are there (an explicit choice
// may name one only: "vous pouvez utiliser les deux"); the Capitol stays a
// castle (3 points as usual). A board without those sections has no
// Capitol and the part is 0. With user-supplied sections, the sections
// holding an Oracle or a Harbor hex qualify (the first two).
//
// Queenie 2, the Caves. At set-up each section gets a Cave tile on a
// mountain hex 2 or more hexes away from every castle, location hex and
// nomad space (not adjacent to any; palaces and silos are not named by the
// rule and do not count); Queenies.CavesAt chooses them (one in each
// section that has such a mountain: a bad choice is refused with the
// reason), else they are drawn from the seed. A section without such a
// mountain gets no Cave (the Oasis section, for one, has no mountain). A
// Cave is still a mountain for the rules that read terrain (Miners,
// Geologists, ...), but its hex holds the tile: nothing is built, placed or
// moved there (a mountain Donation, a Crossroads wagon, ...). Once per
// turn, before or after the mandatory action (not between its placements),
// the player may move one of its settlements next to a Cave to any free
// buildable hex next to a Cave, the same one or another: the move "cave
// FROM>TO" (kind
// QueenieAction, code CaveMove). Rulings: the adjacency rule does not apply
// (the rule names the target hexes exactly); the settlement must change
// hex; location tiles are taken and lost as for every move; it is no
// "settlement built" for the Nomads cards.
//
// Queenie 3, the Island (Config.Queenies.Island). The Island is a board of
// 5 horizontal lines beside the main board, connected to none of its hexes.
// Its printed layout is not available to this project: users load theirs
// with ParseIsland (the section text format with an "island NAME" header, 5
// lines of at most 22 codes, '.' for no hex, and "at ROW,COL bridge" / "at
// ROW,COL treehouse" naming its two location hexes), and SampleIsland is
// the project's own sample, "sample-island", NOT the printed Island. Island
// hexes are written "iR,C" in the notation and the JSON (line R 0-4, column
// C 0-21), and are rows 20 to 24 for hexgrid.Offset (State.Terrain,
// Move.To, ...); their indexes follow the board's (400 + R*22 + C), so that
// the sets and moves of the package hold them (see Settlements). A player
// who cannot build next to its settlements, in the mandatory action or with
// a tile, may build on a free Island hex of the required terrain; once it
// has settlements there, the adjacency rule applies there as everywhere. In
// other words the Island takes part in the adjacency rule as a part of the
// board that no hex of the main board touches, which is how this package
// implements it: every rule (tiles, cards, the Nomads' and other
// expansions' rules) sees one geometry of two boards. Its two location
// tiles, 2 of each, are taken and lost as all others:
//
//	RopeBridge  move one of your settlements to a free canyon hex (adjacency rule)
//	TreeHouse   move one of your settlements to a free forest hex (adjacency rule)
//
// The cards (rulebook 003, "Important"): the Island is no section for Lords
// and Farmers (ignored); Knights may choose an island line; Discoverers
// counts the 5 island lines (25 lines in all). Rulings: the cards that read
// the geometry count the Island as board (Fishermen and Miners its water
// and mountains, Hermits and Citizens its areas, Workers and Merchants its
// location hexes and castles, Castles its castles); the Island has no edge
// of the board (Tower); a card with no free hex of its terrain on the board
// but some on the Island is kept (the mandatory action may go to the
// Island); the Island's water is reached by the Harbor like the board's. An
// island holds grass, canyon, desert, flower, forest, water, mountains,
// castles and exactly one RopeBridge and one TreeHouse hex (the box's 2
// tiles of each go on their location).
//
// # Crossroads
//
// Config.Crossroads plays the Crossroads expansion (rulebook 003, pages
// 12-15). Its printed sections are not available as data: users who own
// them load them as custom sections (see Custom sections), and the package
// has 4 sample Crossroads sections of its own, SampleCrossroadsSections
// ("sample-crossroads-1" to "-4"), each with two different Crossroads
// locations and a castle like the printed ones; they are NOT the printed
// sections. A Crossroads section needs Config.Crossroads; a Crossroads game
// may mix any sections. A board drawn at random in a Crossroads game draws
// from the 8 base sections and the 4 sample Crossroads sections, standing
// in for the printed ones.
//
// Every player has a ship, a wagon, two warriors and a city hall. They
// count as the player's settlements ("Les guerriers, les bateaux et les
// chariots sont considérés comme des cités"; the city hall "compte comme 7
// cités à tous les égards"): every card, the castles and the tasks score
// them (a city hall as its 7 hexes), the adjacency rule counts them (you
// may, and so must when you can, build next to them), and placing or
// moving one next to a location (or a nomad space) takes its tile as a
// settlement does, the Canoe's and the Cathedral's effects included; a
// tile is lost when neither a settlement nor a piece of its holder touches
// the location any more. They are not in the supply of 40, do not end the
// game, and only their own actions place, move or return them (the Barn,
// Harbor, Paddock, Caravan and Sword handle settlements only). The eight
// locations, each tile once per turn as usual, before or after the
// mandatory action:
//
//	Forester's Lodge  build on a free forest hex (adjacency rule): "tile lodge ROW,COL"
//	Monastery         build on a free canyon hex (adjacency rule): "tile monastery ROW,COL"
//	Fort              draw a terrain card, then build on a free hex of its
//	                  terrain (adjacency rule): "crossroads fort", then
//	                  "crossroads fort ROW,COL", nothing else in between;
//	                  the card is then discarded
//	Lighthouse        one of: put your ship on free water (next to your
//	                  settlements if possible), if it is in your supply;
//	                  move it 1 to 3 steps over free water; return it
//	Wagon             the same with the wagon, on free buildable or
//	                  mountain hexes
//	Barracks          one of: put a warrior on a free buildable hex (next
//	                  to your settlements if possible); return one
//	City Hall         put your city hall, once a game, on a free buildable
//	                  hex and its 6 free buildable neighbours, one of the 7
//	                  next to one of your settlements (a strict condition);
//	                  it never leaves; "crossroads cityhall CENTRE"
//	Crossroads        at the end of every turn in which you hold its tile
//	                  (the turn you take it included), draw a second
//	                  terrain card; at the start of your next turn choose
//	                  which card to use for the whole turn
//	                  ("crossroads choose TERRAIN", before anything else);
//	                  both cards are discarded at its end
//
// A warrior forbids placing and moving anything (settlements, pieces,
// walls, by any player) onto the 6 hexes around it; what stands there
// already stays. Task cards: one per Crossroads section is drawn at set-up
// (or Config.Tasks gives 1 to 4 explicitly) and scored at the end, each
// once, by every player who fulfils it (Scores has one part per task):
//
//	HomeCountry    5  a terrain area (connected hexes of one terrain) wholly yours
//	Fortress       6  a settlement of yours whose 6 neighbours are yours
//	Road           7  7 of yours in a row along a diagonal axis (not East-West)
//	PlaceOfRefuge  8  a location, castle or nomad space whose neighbours are all yours
//	Advance        9  7 of yours on one edge of the board
//	CompassPoint  10  one of yours on each of the 4 edges, a corner counting for one edge
//
// Rulings. The cards "pour chaque zone" wording of the tasks gives way to
// the general rule "Si un joueur remplit plusieurs fois la condition d'une
// carte Tâche, cela ne lui fait pas gagner plus de points" (the corrected
// print): each task scores once. A hex next to a warrior counts as taken
// for every purpose, the start-of-turn check included: a terrain card whose
// free hexes all lie next to warriors is removed and replaced as if none
// were free. No piece passes through such a hex either (nor through any
// occupied hex). The "if possible" adjacency rule of the ship, wagon and
// warrior counts all the player's settlements and pieces. A ship, wagon or
// city hall on a hex counts for cards as a settlement there, so a ship on
// water counts for neither Fishermen nor Miners (which count settlements
// next to water / a mountain and standing on neither). The city hall's centre is surrounded by 6 of the
// player's hexes, so it fulfils Fortress. HomeCountry counts areas of
// every terrain but castles, locations, nomad spaces, palaces and silos;
// PlaceOfRefuge counts locations, castles and nomad spaces (not palaces),
// and a hex on the edge of the board is surrounded when all its neighbours
// on the board are yours. When the Fort's card has no free hex (or the
// deck and discard pile are empty), the action ends with the card
// discarded and nothing built. The Crossroads draw is automatic, at the
// end of the turn in which the tile was taken ("Piochez la première carte
// Terrain supplémentaire à la fin du tour au cours duquel vous avez
// récupéré cette plaquette de lieu"): a tile taken by a Canoe answer in
// another player's turn draws at the end of that turn. Holding
// two Crossroads tiles (a custom board with two Crossroads hexes) still
// draws one second card. A second card without a free hex is removed and
// replaced at the start of the turn like the main one; two cards of one
// terrain need no choice. The second card is hidden like the main one
// (View, Determinize); the Fort's card is public. The choice of the card
// comes before any other move of the turn.
//
// With the other expansions: the Sword and the Resettlement (Nomads) move
// and remove settlements only, and a Resettlement's path avoids the hexes
// next to a warrior; Ambassadors counts other players' pieces as their
// settlements; the Cave move (Queenie 2) avoids the hexes next to a
// warrior and the Capitol counts pieces. Helpers for the other rules:
// State.settled (a player's settlements and pieces) and State.taken (the
// hexes nothing may be placed or moved onto).
//
// With the swamp terrain cards of Marshlands (a board with swamps, or
// Config.SwampCards), a second card or the Fort's card may be a swamp card.
// The rulebook combines every expansion but says nothing of these cases;
// rulings:
//   - Card first, half second. A player with two different cards first
//     chooses the card ("crossroads choose swamp/desert" names a swamp
//     card; ChooseSwampCard), then, if it took a swamp card with both
//     halves playable, the half ("marshlands play swamp" or "marshlands
//     play desert"). A swamp main card waits for the choice unplayed: its
//     half is chosen (by a move, or at once when only one half is
//     playable) only once the card is chosen. Until then only the two
//     choice moves are legal. Both cards are discarded at the end of the
//     turn, a swamp card to the swamp cards' discard pile.
//   - A swamp second card is playable when a hex of either half is free;
//     one with no playable half is removed from the game and replaced at
//     the start of the turn, like a main card.
//   - Two cards are never of one terrain when one is a swamp card (each
//     swamp card is unique, and "swamp / desert" is not the desert card):
//     the choice is always offered.
//   - The Fort draws a swamp card: its one settlement goes on a free swamp
//     hex or a free hex of the other terrain, the player's pick, the
//     adjacency rule applying within the half picked (a hex of either half
//     next to the player's settlements when that half has one, else any
//     hex of that half); the move "crossroads fort ROW,COL" names the hex,
//     which tells the half. With no free hex of either half the card is
//     discarded and nothing is built, as with a base card.
//   - State.SecondCard and State.FortCard read a swamp card as Swamp, like
//     State.Hand; State.SecondSwampCard and State.FortSwampCard tell its
//     other terrain. A hidden second card may be a swamp card: Determinize
//     deals the swamp cards a player cannot locate among the hidden cards
//     and the draw pile.
//
// # Marshlands
//
// Config.Marshlands plays the Marshlands expansion (rulebook 003, "Kingdom
// Builder Marshlands"). Its printed sections are not available; the
// package's 4 sample sections (SampleMarshlandsQuadrants, "sample-marshlands-...",
// inventions of this project) and user-supplied sections carry its swamps,
// palaces and locations. A board drawn at random is drawn from the 8 base
// sections; the 3 cards drawn at random are drawn from the 16 base and
// Marshlands cards.
//
// Swamp (code S) is a sixth buildable terrain. A palace (code P) is not
// buildable; at the end, each palace gives 5 points to every player tied
// for most settlements next to it, with at least one (score part
// "Palaces"; rulebook 003, "Palais"). Workers and Merchants count palaces
// like castles.
//
// The 5 swamp terrain cards ("swamp / grass" ... "swamp / forest") join the
// terrain deck when the board has a swamp hex, or always with
// Config.SwampCards (the rulebook's note on combining the expansions). With
// such a card, the mandatory action places 2 settlements on swamp or 3 on
// the other terrain. Rulings: the player chooses the half before anything
// else in its turn, with the move "marshlands play swamp" or "marshlands
// play desert" (the only legal moves until then); a half is offered only
// when a hex of its terrain is free, a single playable half is chosen
// without a move, and a card with no playable half is removed from the game
// like any card whose terrain is full. Without swamp hexes the swamp half is
// never playable, so the card plays as its other terrain ("swamp half
// ignored"). After the choice the card reads as the chosen terrain
// (State.Hand; State.SwampCard tells the card), so the Oracle and the Barn
// use the terrain chosen for the mandatory action, as the rulebook's note
// requires.
//
// Location tiles (rulebook 003, "Actions spéciales des plaquettes de lieu
// et actions Bonus"); taking, losing and the one use per turn of each tile
// follow the base rules:
//
//	Temple    remove one of your settlements ("marshlands temple AT"); your
//	          next mandatory action places it in addition (4 settlements,
//	          5 with two Temple tiles; 3 or 4 with the swamp half)
//	Refuge    move one of your settlements to a free buildable hex next to
//	          it ("tile refuge FROM>TO"), with no adjacency rule
//	Canoe     build on a free swamp or water hex, next to your settlements
//	          when one is (either terrain alike), only as an interrupt when
//	          a player, you included, takes the last tile of a location
//	Fountain  build on a free buildable hex next to exactly one of your
//	          settlements and to no other player's ("tile fountain AT")
//
// A player who collects a second tile of one of these 4 kinds takes its
// bonus tile, while one of the 2 of that kind is left (State.BonusTiles):
// the Temple's lets the first settlement of every mandatory action ignore
// the adjacency rule; the Refuge's, once per turn, moves a settlement to the
// nearest free buildable hex in one of the 6 directions, over anything in
// between ("marshlands refuge-bonus FROM>TO"); the Canoe's is a Canoe used
// once per turn as an extra action ("marshlands canoe-bonus AT"); the
// Fountain's lets the Fountain build on a mountain too. Bonus actions come
// before or after the mandatory action, like tiles.
//
// Rulings where the rulebook is silent:
//   - A settlement removed by the Temple is neither on the board nor in the
//     supply (State.SetAside) until the player's next turn starts; it then
//     returns to the supply and adds to that mandatory action, on the
//     terrain of the card then played. It does not refill the supply in
//     between: the last round starts when the supply is empty, and a game
//     that ends first leaves it off the board.
//   - A bonus tile is taken at the moment of the second tile, usable from the
//     player's next turn like the tiles; a player who loses one of its two
//     tiles of the kind gives the bonus tile back to the box, for the next
//     player who collects two.
//   - The Canoe interrupt: when any move takes the last tile of a location
//     hex (a Canoe's own settlement included), every player who may use a
//     Canoe tile (taken before its own current or last turn began: see the
//     life of a tile; each tile once per turn, whoever's turn it is), has a
//     settlement in supply
//     and a target is asked, in turn order from the player after the first
//     player (ToMove tells who). Each answers "marshlands canoe AT" or
//     "marshlands decline"; nothing else is legal meanwhile, then the
//     interrupted turn goes on. Each location whose last tile is taken
//     raises its own interrupt: one placement emptying two locations gives
//     two, asked one after the other (a holder of two Canoe tiles may
//     answer both), and one raised while another is answered waits its
//     turn (JSON "canoeQueued"). No interrupt comes in the Harvest silo
//     phase: the turns are over. A tile
//     taken by a Canoe outside its holder's turn is usable from its next
//     own turn on, so not for a later interrupt of the same turn; a supply
//     emptied by a Canoe starts the last round at once.
//   - The Fountain's condition is strict (not the "if possible" adjacency
//     rule); a stone wall is no settlement. A settlement on a mountain
//     (Fountain bonus) counts for every card like any settlement; Fishermen
//     and Miners do not count it (base ruling: it stands on a mountain). A mountain
//     holding a Cave (Queenie 2) is covered by its tile: no Fountain there.
//
// The 6 Marshlands cards, scored at the end (the rulebook prints their
// texts under a row of names; the pairing of names and texts is a best
// reading, both names given):
//
//	Geologists (Géologues)     2 per mountain (a group of adjacent mountain
//	                           hexes) linked to another by one group of your
//	                           connected settlements; a mountain scores once
//	Vassals (Vassaux)          each castle, location hex and nomad space
//	                           scores like a palace: 5 to every player tied
//	                           for most settlements next to it; palaces are
//	                           not scored again (a Capitol lies on a castle)
//	Captains (Capitaines)      1 per settlement on an inner edge: a hex of a
//	                           section next to another section
//	Messengers (Messagers)     2 per hex of the shortest path between your
//	                           two linked settlements farthest apart, both
//	                           ends included: 2*(distance+1); 0 without two
//	                           linked settlements
//	Scouts (Eclaireurs)        1 per settlement next to the terrain removed
//	                           at set-up and not on it; set-up reveals the
//	                           top card of the deck and removes every card of
//	                           its terrain, the swamp card of that terrain
//	                           included (a swamp card revealed removes
//	                           itself and the cards of its other terrain);
//	                           State.Scouted tells the terrain
//	Noblewomen (Nobles dames)  1 per settlement next to at least 3 of your
//	                           others
//
// The Marshlands cards and Config.SwampCards need Config.Marshlands. With
// Crossroads, a second card or the Fort's card may be a swamp card: see
// Crossroads for the order of the choices and the Fort's ruling.
//
// # Hidden information
//
// A player does not see the other players' terrain cards (except the card of
// the player to move, revealed at the start of its turn) nor the order of the
// draw pile. View hides them; Determinize deals them again at random among
// the cards not known to be elsewhere (the discard pile and the removed
// cards are public). "end" cannot be applied to a view: Determinize it first.
//
// # Starting from settings or JSON
//
// [Game] implements kingdoms.Configurer for tools that know no Kingdom
// Builder: 2 to 5 players (5 only with Nomads), 4 by default, and these
// variants, which Start combines:
//
//	first-game  the set-up of FirstGame: Tavern, Paddock, Oasis and Farm
//	            sections; Fishermen, Knights and Merchants
//	nomads      Config.Nomads
//	crossroads  Config.Crossroads (on the sample sections)
//	marshlands  Config.Marshlands (on the sample sections)
//	harvest     Config.Harvest (on the sample sections)
//	capitol     Config.Queenies.Capitol
//	caves       Config.Queenies.Caves
//	island      Config.Queenies.Island = SampleIsland()
//
// A Marshlands game whose board is drawn (no first-game) would have no
// swamp, the printed Marshlands sections being not available: Start draws
// the board of a 2-player base game of the seed and puts one of the
// SampleMarshlandsQuadrants (number Seed mod 4) in quadrant Seed mod 4.
// Start refuses an unknown variant, one named twice, and 5 players without
// nomads, with an error wrapping kingdoms.ErrBadConfig.
//
// StartJSON reads a Config as JSON: an object with the Go field names of
// Config, every field optional but Players, unknown fields refused (in
// Queenies too), such as
//
//	{"players": 3, "seed": 7, "nomads": true,
//	 "queenies": {"caves": true, "island": "island sample-island\n..."},
//	 "quadrants": [{"section": "tavern", "turned": false}, {"section": "paddock"},
//	               {"section": "oasis"}, {"section": "farm", "turned": true}],
//	 "cards": ["fishermen", "knights", "merchants"],
//	 "tasks": ["homecountry", "none", "none", "none"]}
//
// Sections, cards, tasks and terrains are written by their lower-case keys
// (Section.MarshalText, Card.Key, Task.Key); a custom section is given in
// full as "custom" (its text, as ParseSections reads it) with "section"
// left "" or absent; the island, as its text (ParseIsland). This is the
// form json.Marshal gives a Config, so a Config round-trips. Member names
// are matched exactly (lower camel, as in every game of the module): an
// unknown name, or one in another case ("Players"), is refused, naming
// the field.
//
// # Observations
//
// For learning code, [Observe] writes a fixed-size []float32 encoding of
// State.View(player). Players appear by "seat": seat k is the player k
// places after the observer (seat 0 is the observer). [ObservationShape]
// gives the size from a Config: Planes planes of Rows x Cols values, one per
// hex (row-major in the package's offset coordinates), then a Vector. The
// shape depends on the set-up in two ways only: 20 x 20 planes, or 25 x 22
// when the Island is in play (its lines are rows 20 to 24, as IslandOffset
// numbers them); and one plane and one block of the Vector per player. Every
// expansion has its place in every shape, zero when it is not played. The
// planes:
//
//	0-13     one-hot terrain, Grass to Silo (Terrain 1 to 14)
//	14-47    one-hot location, Oracle to TreeHouse (Location 1 to 34)
//	48       tiles left on the location hex / 2
//	49       stone walls
//	50-60    one-hot nomad tile lying on a nomad space (NomadKind 1 to 11)
//	61-64    one-hot Crossroads piece (Piece 1 to 4)
//	65       scout tokens
//	66, 67   Capitol tiles, Cave tiles
//	68..     one plane per seat: its settlements
//
// The Vector: n values, the one-hot seat of the player to move; then a
// block of 197 values per seat: supply / 40, score so far / 100,
// settlements set aside by the Temple / 10; location tiles held (0.5 each)
// and usable (0.5 each) by Location, bonus tiles held by Location; nomad
// tiles held and usable (0.5 each) by NomadKind; colony tiles of value 1
// and 5 / 4; whether its terrain card is known; one-hot terrain of its card,
// of a swamp card's other terrain and of its second card (Crossroads), as
// far as the view shows them; the 25 lines that its Mayors' marker ends.
// Then 143 common values: one-hot current card and Fort card; the game's
// Kingdom Builder cards (Card 1 to 25) and tasks (Task 1 to 6); discarded
// and removed cards of each terrain / 5; deck size / 25, settlements placed
// this turn / 3, quota / 3, mandatory action done, last round, turns / 200;
// one-hot terrain removed by the Scouts; game over; colony tiles left of
// value 1 and 5 / 10, colony settlements left / 10, Cultivate used, silo
// phase on, silo actions left / 3; one-hot other terrain of the Fort's and
// of the player to move's second swamp card; Cave move used.
//
// Observe allocates nothing when dst has the capacity, in every game
// (TestObserveNoAllocation observes positions of random games of every
// expansion): it reads the State itself where the accessors would build
// slices (Tiles, NomadTiles, Scores, ...).
//
// # Actions
//
// For a policy network, the moves are numbered: actions from 0 to
// [NumActions] - 1, each meaning the same decision in every state of a
// game ([Game] is also a [kingdoms.Actions]). A move with a source hex
// takes two actions: first the source (with the tile or action that moves
// it), then the target; every other move is one action. One number per
// pair of hexes would give 160,000 numbers to each moving tile; in two
// steps a kind of move takes one block of hexes, and all of them share one
// block of targets.
//
// A block holds one action per cell of the planes of [Observe]: P = 400
// cells, hex (r,c) at cell 20r+c; with the Island, P = 550 cells of 25x22,
// hex (r,c) of the board at cell 22r+c and Island hex "iR,C" at cell
// 22(20+R)+C (the cells of columns 20 and 21 of the board's rows are no
// hex: never legal). So a convolutional head can score a block as one
// plane, aligned with the observation. The numbering is a list of blocks
// and single actions, in the order of [Move.Compare], each present when the
// Config plays what it numbers (the players, the board and the seed do not
// count):
//
//	block   place AT             the mandatory action builds at AT
//	block   tile NAME AT         a building tile (Oracle, Farm, Oasis, Tower,
//	                             Tavern; Quarry, Village, Garden; Lodge,
//	                             Monastery; Fountain; Watermill, Station,
//	                             Watchtower, University), and
//	block   tile NAME FROM       a moving tile (Barn, Harbor, Paddock;
//	                             Caravan; Refuge; Palisade; RopeBridge,
//	                             TreeHouse): its settlement at FROM; both
//	                             kinds in Location order, for each location
//	                             of the base game and of the expansions
//	                             played (the Island's two with the Island)
//	single  end
//	Nomads:
//	block   nomad donation AT    the Donation of AT's terrain builds at AT
//	                             (one block for the 7 Donations)
//	block   nomad resettlement FROM
//	single  nomad outpost
//	block   nomad sword AT
//	Crossroads:
//	5       crossroads choose grass, canyon, desert, flower, forest
//	block   crossroads ship AT   (placed)
//	single  the ship, to move    (first of two actions)
//	single  crossroads ship FROM>supply
//	block, single, single        the same for the wagon
//	block   crossroads warrior AT
//	block   crossroads warrior FROM>supply
//	block   crossroads cityhall AT
//	single  crossroads fort
//	block   crossroads fort AT
//	5       crossroads choose swamp/grass .. swamp/forest (with Marshlands)
//	Marshlands:
//	block   marshlands temple AT, then canoe AT; single decline;
//	block   marshlands canoe-bonus AT, then refuge-bonus FROM;
//	6       marshlands play grass .. forest, then play swamp
//	Harvest:
//	block   cultivate AT, then scout AT
//	3       colony 1, colony 5, colonies
//	block   settle AT; single silo pass; block silo AT; block silo FROM
//	single  bazaar NAME, for each location of the base game and the
//	        expansions played but the Bazaar, in Location order
//	Caves:
//	block   cave FROM
//	last:
//	block   TO                   the target of the move begun by a source
//
// So NumActions is 10P + 1 = 4,001 for the base game (place, the 5 building
// and 3 moving tiles, TO; end); each expansion adds its blocks and single
// actions: Nomads 7 blocks and 1 (6,802 in all), Crossroads 8 and 10 (7,211),
// Marshlands 6 and 7 (6,408), Harvest 10 and 4, and a bazaar action per
// location but its own (15 with the base game's: 8,020), Crossroads and
// Marshlands together 5 more (the swamp cards' choices), the Caves one
// block (4,401), the Island two blocks and P = 550 (6,601), and every
// expansion with the three Queenies 44 blocks of 550 and 61 single actions
// (24,261).
//
// For example, in a base game: "place 3,4" is 3x20+4 = 64, "tile farm 7,0"
// is 800 + 140 = 940 (the Farm's block is the third), "end" is 3600, and
// "tile paddock 7,1>5,0" is 3341 (3200 + 7x20 + 1, the Paddock's block)
// then 3701 (3601 + 5x20 + 0, the TO block).
//
// Between the two actions of a move the state does not change: the same
// player is to move and sees the same observation. [DecodeAction] of the
// source returns a [kingdoms.Prefix] holding it; [AppendActions] with that
// prefix lists the source's targets, all in the TO block, the mask of the
// second choice; DecodeAction of a target with the prefix completes the
// move. A learner tells the two steps apart by the prefix (the mask is
// over TO after a source, never before), and may give the source to its
// network as an input for the second choice. A ship or wagon is a single
// action, as each player has one.
//
// AppendActions lists the actions in increasing order: with the zero
// prefix, the first actions of the moves of [Legal], once each; it reads
// Legal's moves from a scratch list and allocates nothing when dst has
// room. DecodeAction completes exactly the moves [Apply] accepts; an
// action that is not legal gives an error wrapping
// [kingdoms.ErrIllegalMove] that says why (out of range, a cell that is no
// hex, a target before any source, a source that no legal move starts
// from, a target the source cannot reach, a malformed prefix, or Apply's
// reason). [EncodeMove] gives the actions of a legal move;
// [kingdoms.ActionMask] turns a list into a mask.
//
// [ActionRanges] gives the blocks and single actions of a Config as data,
// with their starts ([Game] is also a [kingdoms.ActionLayout]), so that a
// learner need not work them out for a mix of expansions: a block is a
// range of P actions with Plane set, and a range is named by the notation
// of its moves without their hexes, in lower case ("place", "tile farm",
// "end", "nomad donation", "crossroads ship", "crossroads warrior
// supply"); the first action of a move of two ends in "from" ("tile barn
// from", "crossroads ship from"), the last block is "to", and the block of
// the forts built is "crossroads fort at", since the fort card drawn is
// "crossroads fort". For the base game: "place" 0, "tile oracle" 400, ...,
// "tile paddock from" 3200, "end" 3600 (one action), "to" 3601.
//
// AppendActions takes about 1.4 times the time of AppendLegal on the
// positions of BenchmarkLegal (BenchmarkAppendActions: about 230 ns
// against 160 on a quiet machine), and a random game stepped by actions
// (BenchmarkRandomGameActions: AppendActions, DecodeAction, then Apply)
// about 1.6 times that of BenchmarkRandomGameDirect, about 1 microsecond a
// move: medians of 5 alternated rounds on the shared 2-core machine.
//
// # Speed
//
// A position is one value of fixed-size arrays and 512-bit sets
// (hexgrid.Set) over the precomputed neighbour tables of hexgrid, the
// expansions' part included (zero in a base game): Apply copies it and
// allocates nothing, in every game (TestNoAllocation plays random games of
// every expansion and checks each AppendLegal and Apply). A State is about
// 1.1 kB; the Game value also implements kingdoms.Stepper, so
// kingdoms.Playout advances one State in place with no copy per move, while
// Apply and AppendLegal, which take and return State values, copy it. The
// State keeps one derived set, the settlements of the player to move dilated
// by one hex, which every list of legal moves reads. Tile targets are read
// from tables (the Paddock's 6 hexes 2 steps away, the Tavern's lines of 3,
// Barn and Harbor candidates by touching counts, the Village's by counting
// neighbours in bit planes, the Caravan's slides along the neighbour
// table); a listing computes the tile rules' context once, labels the
// Palisade's groups of settlements in one walk, and writes the targets that
// many settlements share (Barn, Harbor, the silo phase) from one list.
//
// The base game plays about 22,000 random 4-player games per CPU second
// (4.7 million moves), winners read, through kingdoms.PlayoutWith, which
// draws each move from counts of the targets (the Game value is a
// kingdoms.Sampler and kingdoms.RandomStepper) and plays it in place; every
// expansion plays 67% to 85% of that, and no game allocates after its
// set-up. BENCHMARKS.md, at the root of the module, gives the measurements
// with their commands and their history.
package kingdombuilder
