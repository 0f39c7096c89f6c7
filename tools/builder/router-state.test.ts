// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ROUTER_STATE_ID, routerStateAsData } from './router-state'

const PREFIX =
  '(self.$R=self.$R||{})["tsr"]=[];self.$_TSR={h(){this.hydrated=!0,this.c()},e(){this.streamEnded=!0,this.c()},c(){this.hydrated&&this.streamEnded&&(delete self.$_TSR,delete self.$R.tsr)},p(e){this.initialized?e():this.buffer.push(e)},buffer:[]};'
const CLEANUP =
  "{let s=document.currentScript,p;while((p=s.previousElementSibling)&&p.hasAttribute('data-tsr-stream-part'))p.remove();s.remove()}"

/** A page as TanStack Router renders it, with this state expression. */
const page = (state: string) =>
  `<html><head></head><body><main>x</main><script data-tsr-stream-part="">${PREFIX}$_TSR.router=(${state})($R["tsr"]);$_TSR.e();${CLEANUP}</script><script>document.currentScript.remove();/*$tsr-stream-boundary*/</script></body></html>`

const stateOf = (title: string) =>
  `$R=>$R[0]={manifest:$R[1]={routes:$R[2]={}},matches:$R[3]=[$R[4]={i:"__root__#",u:1795581711179,s:"success",l:$R[5]={title:"${title}",html:"\\x3Cp>a\\x3C/p>"},again:$R[5],ssr:!0}]}`

function parts(html: string) {
  const data = new RegExp(
    `<script type="application/json" id="${ROUTER_STATE_ID}"[^>]*>(.*?)</script>`,
  ).exec(html)
  const reader = /<script data-tsr-stream-part="">(.*?)<\/script>/.exec(html)
  return { data: data?.[1], reader: reader?.[1] }
}

describe('routerStateAsData', () => {
  it('moves the state into a JSON block read by a script that is the same on every page, without the render time', () => {
    const a = parts(routerStateAsData(page(stateOf('One'))))
    const b = parts(routerStateAsData(page(stateOf('Two \\x3C/script> three'))))
    expect(a.reader).toBe(b.reader)
    expect(a.reader).toMatch(`${PREFIX}(function(j){$_TSR.router=JSON.parse(j,`)
    expect(a.reader).toContain(
      `})(document.getElementById("${ROUTER_STATE_ID}").textContent);$_TSR.e();${CLEANUP}`,
    )
    expect(JSON.parse(a.data ?? '')).toEqual({
      manifest: { routes: {} },
      matches: [
        {
          i: '__root__#',
          // The render's clock (1795581711179) is not kept: the same page gives the same bytes.
          u: 0,
          s: 'success',
          l: { title: 'One', html: '<p>a</p>' },
          again: { title: 'One', html: '<p>a</p>' },
          ssr: true,
        },
      ],
    })
    // Text that would end the element is escaped inside it.
    expect(b.data).not.toContain('</script>')
    expect(JSON.parse(b.data ?? '').matches[0].l.title).toBe('Two </script> three')
  })

  it('keeps a value of a serialization adapter for the adapter, and waits for hydration as the router did', () => {
    const deferred = (title: string) =>
      page(stateOf(title))
        .replace('$_TSR.router=(', '$_TSR.p(()=>$_TSR.router=(')
        .replace('($R["tsr"]);$_TSR.e()', '($R["tsr"]));$_TSR.e()')
        .replace('l:$R[5]={', 'l:$_TSR.t.get("page-body")($R[5]={')
        .replace('"},again', '"}),again')
    const a = parts(routerStateAsData(deferred('One')))
    const b = parts(routerStateAsData(deferred('Two')))
    expect(a.reader).toBe(b.reader)
    expect(a.reader).toContain('(function(j){$_TSR.p(()=>$_TSR.router=JSON.parse(j,')
    const state = JSON.parse(a.data ?? '')
    expect(state.matches[0].l).toEqual({
      '$tsr-adapter': 'page-body',
      value: { title: 'One', html: '<p>a</p>' },
    })
    // What the browser does with it: the reader, run with an adapter, gives the adapter's value.
    const reviver = /JSON\.parse\(j,(function\(k,v\)\{.*?\})\)/.exec(a.reader ?? '')?.[1] ?? ''
    const $_TSR = {
      t: new Map([['page-body', (v: { title: string }) => ({ ...v, html: 'from the page' })]]),
    }
    const revive = new Function('$_TSR', `return ${reviver}`)($_TSR) as (
      k: string,
      v: unknown,
    ) => unknown
    expect(JSON.parse(a.data ?? '', revive)).toMatchObject({
      matches: [{ l: { title: 'One', html: 'from the page' } }],
    })
  })

  it('reads a large state the router split over several scripts as one', () => {
    const whole = page(stateOf('One'))
    const split = whole
      .replace(
        'buffer:[]};$_TSR.router=',
        'buffer:[]}</script><script data-tsr-stream-part="">$_TSR.router=',
      )
      .replace(';$_TSR.e();', '</script><script data-tsr-stream-part="">$_TSR.e();')
    expect(split.match(/<script data-tsr-stream-part/g)).toHaveLength(3)
    expect(routerStateAsData(split)).toBe(routerStateAsData(whole))
  })

  it('leaves a page alone whose state JSON cannot carry', () => {
    for (const state of [
      '$R=>$R[0]={matches:[{l:void 0}]}',
      '$R=>$R[0]={matches:[{u:new Date(0)}]}',
      '$R=>$R[0]={matches:[{u:NaN}]}',
      '$R=>$R[0]={matches:[{p:new Promise(()=>{})}]}',
      '$R=>{throw new Error("no")}',
      '$R=>$R[0]={matches:[{l:{"$tsr-adapter":"x",value:1}}]}',
    ]) {
      const html = page(state)
      expect(routerStateAsData(html)).toBe(html)
    }
  })

  it('leaves a page without router state alone', () => {
    expect(routerStateAsData('<html><body></body></html>')).toBe('<html><body></body></html>')
  })
})
