export { default } from '@/app/(frontend)/poses/(list)/loading'
