# WRONG: looks one move ahead only: a first card wins if the opponent cannot answer it at once
import sys

lines = sys.stdin.read().split("\n")
cards = [int(t) for t in lines[0].split()]
choices = sorted(set(int(t) for t in lines[1].split()))


def answers(c):  # the cards the opponent may take after c
    rest = list(cards)
    rest.remove(c)
    return [d for d in rest if d % c == 0 or c % d == 0]


print(next((c for c in choices if not answers(c)), -1))
