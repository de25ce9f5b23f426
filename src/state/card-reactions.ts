import { atom } from 'jotai'

// The signed-in person's likes and saves among the posts whose cards have been shown, so every
// card's ♡ and ☆ can show itself pressed. src/components/post/useCardReactions.ts fills it, one
// request per page of cards; a press on a card changes it at once.

export interface CardReactions {
  userId: number
  /** Posts already asked about: their absence from liked/favorited means "not". */
  asked: ReadonlySet<number>
  liked: ReadonlySet<number>
  favorited: ReadonlySet<number>
}

export const cardReactionsAtom = atom<CardReactions | null>(null)
