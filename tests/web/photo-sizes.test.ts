import { describe, expect, it } from 'vitest'
import { avatarSrcSet } from '../../src/shared/avatar-sizes'
import { detailPhotoSrcSet, PHOTO_SIZES, scaledWidth } from '../../src/shared/photo-sizes'

// The srcset a post page's photo offers (the carousel, the edge's first screen and its preload
// all write it with this function): which file a browser can pick for its screen.

const href = (path: string) => `https://api.example${path}`

describe('a post photo’s srcset', () => {
  it('offers every stored size with its real width, smallest first', () => {
    const photo = {
      url: '/media/posts/d.jpg',
      thumb_url: '/media/posts/t.jpg',
      small_url: '/media/posts/s.jpg',
      medium_url: '/media/posts/m.jpg',
      width: 2048,
      height: 1536,
    }
    expect(detailPhotoSrcSet(photo, href)).toBe(
      'https://api.example/media/posts/t.jpg 480w, https://api.example/media/posts/s.jpg 800w, ' +
        'https://api.example/media/posts/m.jpg 1280w, https://api.example/media/posts/d.jpg 2048w',
    )
  })

  it('gives a portrait photo’s copies their width, not their longest side', () => {
    const photo = {
      url: '/d.jpg',
      thumb_url: '/t.jpg',
      small_url: '/s.jpg',
      medium_url: '/m.jpg',
      width: 1536,
      height: 2048,
    }
    expect(detailPhotoSrcSet(photo, (path) => path)).toBe(
      '/t.jpg 360w, /s.jpg 600w, /m.jpg 960w, /d.jpg 1536w',
    )
  })

  it('leaves out the copies a photo does not have (smaller, or stored before they existed)', () => {
    const demo = { url: '/d.jpg', thumb_url: '/t.jpg', small_url: '/s.jpg', medium_url: null }
    expect(detailPhotoSrcSet({ ...demo, width: 1200, height: 800 }, (p) => p)).toBe(
      '/t.jpg 480w, /s.jpg 800w, /d.jpg 1200w',
    )
    // A list's answer carries no copies at all: the thumbnail and the display size remain.
    const listed = { url: '/d.jpg', thumb_url: '/t.jpg', width: 1600, height: 1200 }
    expect(detailPhotoSrcSet(listed, (p) => p)).toBe('/t.jpg 480w, /d.jpg 1600w')
  })

  it('offers a photo no larger than its thumbnail once, as the display file', () => {
    const tiny = { url: '/d.jpg', thumb_url: '/t.jpg', small_url: null, medium_url: null }
    expect(detailPhotoSrcSet({ ...tiny, width: 64, height: 48 }, (p) => p)).toBe('/d.jpg 64w')
  })

  it('scales like the pipeline: never up, the longest side fitted', () => {
    expect(scaledWidth(4000, 3000, PHOTO_SIZES.small)).toBe(800)
    expect(scaledWidth(3000, 4000, PHOTO_SIZES.small)).toBe(600)
    expect(scaledWidth(1000, 333, PHOTO_SIZES.thumb)).toBe(480)
    expect(scaledWidth(300, 200, PHOTO_SIZES.medium)).toBe(300)
  })
})

describe('an avatar’s srcset', () => {
  it('offers the 128 px copy named after one of our own avatars', () => {
    expect(avatarSrcSet('/media/avatars/ab12.jpg', href)).toBe(
      'https://api.example/media/avatars/ab12.128.jpg 128w, https://api.example/media/avatars/ab12.jpg 400w',
    )
    expect(avatarSrcSet('/media/demo/avatar-kenta.jpg', (p) => p)).toBe(
      '/media/demo/avatar-kenta.128.jpg 128w, /media/demo/avatar-kenta.jpg 400w',
    )
  })

  it('offers nothing for a social account’s photo or any other file', () => {
    expect(avatarSrcSet('https://lh3.googleusercontent.com/a/photo.jpg', href)).toBeUndefined()
    expect(avatarSrcSet('/media/avatars/7.webp', href)).toBeUndefined()
  })
})
