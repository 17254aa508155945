export function hoistEmotionStyles(markup: string): { markup: string; headStyles: string }
