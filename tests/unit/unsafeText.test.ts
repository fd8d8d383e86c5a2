import { describe, expect, it } from 'vitest'

import { refusedValueCode } from '@/services/platform/database'
import { findUnsafeText, jsonTooDeep, MAX_JSON_DEPTH } from '@/lib/unsafeText.mjs'

describe('jsonTooDeep', () => {
  it('counts nesting, not brackets inside strings', () => {
    expect(jsonTooDeep('{"a":[1,{"b":2}]}')).toBe(false)
    expect(jsonTooDeep(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`)).toBe(false)
    expect(jsonTooDeep(`${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`)).toBe(true)
    expect(jsonTooDeep(JSON.stringify({ text: '['.repeat(5000) }))).toBe(false)
    expect(jsonTooDeep(JSON.stringify({ text: 'a \\" [[[ \\\\' }))).toBe(false)
    expect(jsonTooDeep(`{"a":${'{"b":'.repeat(70)}1${'}'.repeat(70)}}`)).toBe(true)
  })
})

describe('findUnsafeText', () => {
  it('finds the path of a NUL or lone surrogate at any depth, without running out of stack', () => {
    let deep: unknown = 'a\u0000b'
    for (let level = 0; level < 20_000; level++) deep = [deep]
    expect(findUnsafeText(deep)).toMatch(/^0(\.0)+$/)
    expect(findUnsafeText({ items: [{ name: 'ok' }, { name: 'a\ud800' }] })).toBe('items.1.name')
    expect(findUnsafeText({ ['k\u0000']: 1 })).toBe('(key)')
    expect(findUnsafeText({ a: ['fine', { b: 'also fine' }] })).toBeNull()
  })
})

describe('refusedValueCode', () => {
  it('names the data exceptions a request causes, through the errors that wrap them', () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "NaN"'), { code: '22P02' })
    expect(refusedValueCode(Object.assign(new Error('Failed query'), { cause }))).toBe('22P02')
    expect(refusedValueCode(Object.assign(new Error('index row size exceeds maximum'), { code: '54000' }))).toBe('54000')
    expect(refusedValueCode(Object.assign(new Error('OFFSET must not be negative'), { code: '2201X' }))).toBe('2201X')
  })
  it('leaves every other error a 500', () => {
    expect(refusedValueCode(Object.assign(new Error('relation does not exist'), { code: '42P01' }))).toBeNull()
    expect(refusedValueCode(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeNull()
    expect(refusedValueCode(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBeNull()
  })
})
