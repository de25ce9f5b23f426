// The native shell's own words (only the native build loads them): the Android notification
// channels of warnings, as the phone's settings list them.
const ja = {
  warningChannels: {
    alert: {
      name: '警報・避難情報',
      description: '警戒レベル3以上の警報と、町が発令する避難情報。',
    },
    quiet: {
      name: '警報の変更・解除',
      description: '警報が引き下げられたときや解除されたときの、音の鳴らないお知らせ。',
    },
  },
}

export type NativeMessages = typeof ja
export default ja
