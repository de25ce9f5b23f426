export declare const tagTranslationRows: {
  tag: string
  target_lang: string
  text: string
  provider: string
  created_at: string
}[]
export declare function demoTagLabel(tag: string, lang: string): string | undefined
