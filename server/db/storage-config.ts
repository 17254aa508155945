/** Where the reminders are kept: the embedded database in a folder, or PostgreSQL (deploy-config.ts reads it). */
export type StorageConfig = { kind: 'embedded'; dataDir: string } | { kind: 'postgresql'; url: string }
