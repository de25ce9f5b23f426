import type { PostalMessages } from './ja'

// The postal code field's words: loaded only with the forms that have one.

const en: PostalMessages = {
  postal: {
    label: 'Postal code',
    hint: 'Enter the 7 digits to fill in the prefecture, city and district.',
    looking: 'Looking up the address…',
    filled: (address: string) => `Filled in "${address}". Add the block and building number.`,
    choose: 'This postal code covers several districts. Choose yours.',
    notFound: 'No address found for this postal code. Check the number or type the address.',
    malformed: 'Enter the postal code as 7 digits.',
    failed: "Couldn't look up the address. Check your connection.",
  },
}

export default en
