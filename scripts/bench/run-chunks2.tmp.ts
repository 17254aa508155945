import { measureChunks } from './review-chunks'
console.log(await measureChunks(process.env.URL!, Number(process.env.PID), process.env.P ?? '/api/chat', process.env.M ?? 'POST'))
