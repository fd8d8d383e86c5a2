export { default } from '@/app/(frontend)/glossary/(list)/loading'
