import type { EmotionChunk } from '../src/prerender'

export function headStyles(chunks: EmotionChunk[]): { globalStyles: string; styles: string }
