/** One earlier message of the conversation, as the app sends it in `historico`. */
export interface ChatTurn {
  sender: 'user' | 'ai'
  text: string
}
