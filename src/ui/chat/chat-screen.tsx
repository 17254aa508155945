import { ScreenHeader } from '../layout/screen-header'

export function ChatScreen() {
  return (
    <ScreenHeader
      title="Chat com Assistente IA"
      subtitle="Tire suas dúvidas sobre bem-estar, exercícios e alimentação"
    />
  )
}
