export function hoistEmotionStyles(markup: string): { markup: string; globalStyles: string; styles: string }
