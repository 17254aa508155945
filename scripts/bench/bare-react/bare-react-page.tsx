// The floor for bench:lighthouse: React 19 rendering one heading and one paragraph, nothing else.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <h1>Momento Mãe</h1>
      <p>Alguns minutos só para você.</p>
    </main>
  </StrictMode>,
)
