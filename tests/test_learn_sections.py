"""Every section of the rule book (docs/rules.md) for the three games has its levels, or
is exempt with a reason; every rule the issue lists has its level."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ringworld_nb.core.errors import ArgumentError
from ringworld_nb.learn import EXEMPT, SECTIONS, level, levels, rule_words, sections_taught

RULES = Path(__file__).resolve().parent.parent / "docs" / "rules.md"


def rule_book_sections() -> dict[str, str]:
    """``{"1.4": "The automaton: ...", ...}``: the ``###`` headings of the rule book."""
    found = re.findall(r"^### (\d+\.\d+) (.+)$", RULES.read_text(encoding="utf-8"), re.M)
    return dict(found)


#: The games whose rules docs/rules.md states (an installed game from outside, such as
#: the tests' Connect Four, brings sections of its own rule book).
BOOK_GAMES = ("ringworld", "dice", "renaissance")


def test_the_sections_are_those_of_the_rule_book() -> None:
    book = rule_book_sections()
    ours = {n: t for game in BOOK_GAMES for n, t in rule_words(game).sections.items()}
    assert set(book) == set(ours)
    for number, title in ours.items():
        assert book[number] == SECTIONS[number] == title


def test_every_section_has_a_level_or_is_exempt_with_a_reason() -> None:
    taught = sections_taught()
    for number in SECTIONS:
        if number in EXEMPT:
            assert number not in taught, f"§{number} is exempt but has levels"
            assert len(EXEMPT[number]) > 20
        else:
            assert taught.get(number), f"§{number} has no level"
    assert set(taught) <= set(SECTIONS)


@pytest.mark.parametrize("game", ["ringworld", "dice", "renaissance"])
def test_a_game_has_levels_for_every_section_of_its_chapter(game: str) -> None:
    chapter = {"ringworld": "1", "dice": "2", "renaissance": "3"}[game]
    ours = {lv.section for lv in levels(game)}
    wanted = {n for n in SECTIONS if n.startswith(chapter + ".") and n not in EXEMPT}
    assert ours == wanted


#: The rules the issues name (18, then 24), each with the level that teaches it.
ISSUE_RULES = {
    "ringworld": {
        "placement: where": "placement", "placement: compulsory": "compulsory",
        "turning a level-2 position through a shared position": "turn",
        "turning a level-3 position": "turn3", "birth with 2 neighbours": "birth2",
        "birth with 3 neighbours": "birth3", "simultaneous births": "simultaneous",
        "death of both colours": "death", "death after birth": "death_after_birth",
        "occupation by five": "occupation", "a held ring kept": "held",
        "taking the top ring": "win", "losing the top ring": "gift", "passing": "pass",
        # issue 24
        "a move written down": "notation",
        "birth and death among level-2 rings": "level2",
    },
    "dice": {
        "attacks": "attack", "reinforcements": "reinforcement",
        "the chance roll, odds shown": "odds", "version 3's reinforcement": "region",
        "the end of the game": "end", "the 4-player rules": "four",
        "a move written down": "notation",  # issue 24
    },
    "renaissance": {
        "the setup": "piece", "a removal turn": "removal", "markers: centre, diagonal": "markers",
        "markers: from the edge": "edge", "an insertion that takes pieces": "push",
        "a majority": "majority", "a tie": "tie", "offer/accept": "offer",
        "Phase 2 preparation": "prep", "Phase 2 turn": "turn",
        "scoring a set with its bonuses": "bonus", "the penalty": "penalty",
        # issue 24
        "a move written down": "notation", "monominoes are no prize": "monomino",
        "the bonuses of the I pieces (both I triominoes, Triple I)": "triple",
        "Phase 2 clears the board": "cleared",
    },
}


@pytest.mark.parametrize("game", list(ISSUE_RULES))
def test_every_rule_of_the_issue_has_its_level(game: str) -> None:
    keys = [lv.key for lv in levels(game)]
    assert len(keys) == len(set(keys))
    for rule, key in ISSUE_RULES[game].items():
        assert key in keys, f"{game}: no level for {rule}"


def test_level_names_the_games_and_keys_it_knows() -> None:
    assert level("dice", "odds").odds
    with pytest.raises(ArgumentError, match="game must be one of"):
        levels("chess")
    with pytest.raises(ArgumentError, match="the level of dice"):
        level("dice", "nope")
    with pytest.raises(ArgumentError):
        levels("Dice")
