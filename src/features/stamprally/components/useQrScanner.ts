import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import { checkinPath, parseCheckinLink } from '../../../shared/stamprally'
import m from '../i18n/current'
import { type FrameDecoder, loadQrDecoder } from './qr-decoder'

const SCAN_INTERVAL_MS = 250

/**
 * The scan screen's camera: started on request, read a few times a second until a spot's QR
 * code shows, which opens its check-in; the camera stops when the screen or the stream goes.
 * `problem` says why there is no camera or that a code is not one of ours.
 */
export function useQrScanner() {
  const [, navigate] = useLocation()
  const video = useRef<HTMLVideoElement>(null)
  const canvas = useRef<HTMLCanvasElement>(null)
  const decoder = useRef<Promise<FrameDecoder> | null>(null)
  const [stream, setStream] = useState<MediaStream | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  // The decoder is this screen's own: loaded here, never by other pages.
  useEffect(() => {
    decoder.current = loadQrDecoder()
    decoder.current.catch(() => setProblem(m.scan.noCamera))
  }, [])

  useEffect(() => {
    if (!stream) return
    const element = video.current
    if (element) {
      element.srcObject = stream
      void element.play().catch(() => undefined)
    }
    let stopped = false
    const timer = window.setInterval(async () => {
      if (stopped || !video.current || !canvas.current || !decoder.current) return
      const text = await (await decoder.current)(video.current, canvas.current).catch(() => null)
      if (!text || stopped) return
      const link = parseCheckinLink(text)
      if (!link) {
        setProblem(m.scan.notOurs)
        return
      }
      stopped = true
      const secret = link.token ? { token: link.token } : { code: link.code ?? '' }
      navigate(checkinPath(link.rallyId, link.spotId, secret))
    }, SCAN_INTERVAL_MS)
    return () => {
      stopped = true
      window.clearInterval(timer)
      for (const track of stream.getTracks()) track.stop()
    }
  }, [stream, navigate])

  const startCamera = async () => {
    setProblem(null)
    try {
      setStream(
        await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        }),
      )
    } catch {
      setProblem(m.scan.noCamera)
    }
  }
  const stopCamera = () => setStream(null)

  return { video, canvas, scanning: stream !== null, problem, startCamera, stopCamera }
}
