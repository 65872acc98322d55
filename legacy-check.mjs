process.env.NODE_ENV='production'
const React = await import('react')
const { renderToString } = await import('react-dom/server.browser')
const h = React.createElement
let p = new Promise(()=>{})
function L(){ React.use(p); return h('p',null,'x') }
function E(){ throw new Error('boom') }
console.log(JSON.stringify(renderToString(h('div',null,h(React.Suspense,{fallback:h('i',null,'wait')},h(L))))))
console.log(JSON.stringify(renderToString(h('div',null,h(React.Suspense,{fallback:h('i',null,'wait')},h(E))))))
try { console.log(renderToString(h('div',null,h(L)))) } catch(e) { console.log('throws', e.message.slice(0,80)) }
const done = Object.assign(Promise.resolve(1), {status:'fulfilled', value: 1})
function D(){ return h('b',null,React.use(done)) }
console.log(JSON.stringify(renderToString(h('html',null,h('head',null,h('title',null,'t')),h('body',null,h(React.Suspense,{fallback:'w'},h(D)),h('title',null,'t2'))))))
