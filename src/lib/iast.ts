/**
 * IAST (the scholarly romanisation of Sanskrit: Tāḍāsana) to Devanagari (ताडासन), so the offline
 * voice can read a pose's Sanskrit name with its Hindi voice (src/integrations/tts). Words that
 * are not IAST (a Roman numeral, say) are left out; null when nothing could be read.
 */
const CONSONANTS: [string, string][] = [
  ['kh', 'ख'], ['gh', 'घ'], ['ch', 'छ'], ['jh', 'झ'], ['ṭh', 'ठ'], ['ḍh', 'ढ'], ['th', 'थ'], ['dh', 'ध'], ['ph', 'फ'], ['bh', 'भ'],
  ['k', 'क'], ['g', 'ग'], ['ṅ', 'ङ'], ['c', 'च'], ['j', 'ज'], ['ñ', 'ञ'], ['ṭ', 'ट'], ['ḍ', 'ड'], ['ṇ', 'ण'], ['t', 'त'], ['d', 'द'],
  ['n', 'न'], ['p', 'प'], ['b', 'ब'], ['m', 'म'], ['y', 'य'], ['r', 'र'], ['l', 'ल'], ['v', 'व'], ['w', 'व'], ['ś', 'श'], ['ṣ', 'ष'],
  ['s', 'स'], ['h', 'ह'],
]
/** vowel → [independent letter, sign after a consonant] */
const VOWELS: [string, string, string][] = [
  ['ai', 'ऐ', 'ै'], ['au', 'औ', 'ौ'], ['ā', 'आ', 'ा'], ['ī', 'ई', 'ी'], ['ū', 'ऊ', 'ू'], ['ṝ', 'ॠ', 'ॄ'], ['ṛ', 'ऋ', 'ृ'], ['ḷ', 'ऌ', 'ॢ'],
  ['a', 'अ', ''], ['i', 'इ', 'ि'], ['u', 'उ', 'ु'], ['e', 'ए', 'े'], ['o', 'ओ', 'ो'],
]
const MARKS: [string, string][] = [['ṃ', 'ं'], ['ṁ', 'ं'], ['ḥ', 'ः']]
const VIRAMA = '्'

const match = <T extends [string, ...string[]]>(table: T[], text: string, at: number): T | undefined => table.find(([latin]) => text.startsWith(latin, at))

const word = (latin: string): string | null => {
  let out = ''
  let at = 0
  while (at < latin.length) {
    const consonant = match(CONSONANTS, latin, at)
    if (consonant) {
      out += consonant[1]
      at += consonant[0].length
      const vowel = match(VOWELS, latin, at)
      if (vowel) {
        out += vowel[2]
        at += vowel[0].length
      } else {
        out += VIRAMA
      }
      continue
    }
    const vowel = match(VOWELS, latin, at)
    if (vowel) {
      out += vowel[1]
      at += vowel[0].length
      continue
    }
    const mark = match(MARKS, latin, at)
    if (mark && out) {
      out += mark[1]
      at += mark[0].length
      continue
    }
    return null
  }
  return out || null
}

export const iastToDevanagari = (iast: string): string | null => {
  const words = iast
    .normalize('NFC')
    .split(/[\s-]+/)
    .filter((each) => each && !/^[IVXLC]+$/.test(each))
    .map((each) => word(each.toLowerCase()))
  if (words.length === 0 || words.some((each) => each === null)) return null
  return words.join(' ')
}
