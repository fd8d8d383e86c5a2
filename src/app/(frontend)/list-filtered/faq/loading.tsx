export { default } from '@/app/(frontend)/faq/(list)/loading'
