const timeFormat = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' })

/** HH:MM as people in Brazil write it (docs/product.md, Chat). */
export const formatTime = (timestamp: number) => timeFormat.format(timestamp)
