// Stand-in for the help-chat provider's script (development and tests only: HELP_CHAT_SCRIPT_URL names it there, and
// production's assets leave public/demo/ out): the same small contract the help-chat island uses —
// window.storefrontChat.open(), .close() and .onClose(listener) — with a tiny panel styled by its own stylesheet. The
// service hours it names are the ones the page's header shows (the CMS's service text): one source, never a copy.
;(() => {
  if (window.storefrontChat) return
  const style = document.createElement('link')
  style.rel = 'stylesheet'
  style.href = new URL('chat-widget.css', document.currentScript.src).href
  // The panel shows once its stylesheet is in: unstyled, it would sit in the page's flow across the whole width.
  const styled = new Promise((resolve) => {
    style.onload = style.onerror = resolve
  })
  document.head.append(style)
  const WORDS = {
    de: ['Hilfe-Chat', 'Hallo! Wie können wir dir helfen?', 'Unser Team antwortet:', 'Chat schließen'],
    en: ['Help chat', 'Hello! How can we help?', 'Our team answers:', 'Close chat'],
    es: ['Chat de ayuda', '¡Hola! ¿En qué podemos ayudarte?', 'Nuestro equipo responde:', 'Cerrar chat'],
    fr: ['Chat d’aide', 'Bonjour ! Comment pouvons-nous vous aider ?', 'Notre équipe répond\u00a0:', 'Fermer le chat'],
    it: ['Chat di assistenza', 'Ciao! Come possiamo aiutarti?', 'Il nostro team risponde:', 'Chiudi la chat'],
    nl: ['Hulpchat', 'Hallo! Waarmee kunnen we je helpen?', 'Ons team antwoordt:', 'Chat sluiten'],
  }
  const [title, hello, answers, close] = WORDS[document.documentElement.lang.slice(0, 2)] || WORDS.en
  const hours = document.querySelector('.header__hotline span')?.textContent
  const listeners = []
  let panel
  const hide = () => {
    if (!panel || panel.hidden) return
    panel.hidden = true
    for (const listener of listeners) listener()
  }
  const build = () => {
    panel = document.createElement('section')
    panel.className = 'chat-widget'
    panel.hidden = true
    panel.setAttribute('role', 'dialog')
    panel.setAttribute('aria-label', title)
    const head = document.createElement('div')
    head.className = 'chat-widget__head'
    head.append(title)
    const button = document.createElement('button')
    button.type = 'button'
    button.setAttribute('aria-label', close)
    button.textContent = '×'
    button.addEventListener('click', hide)
    head.append(button)
    const body = document.createElement('div')
    body.className = 'chat-widget__body'
    for (const line of hours ? [hello, `${answers} ${hours}`] : [hello]) {
      const p = document.createElement('p')
      p.textContent = line
      body.append(p)
    }
    panel.append(head, body)
    panel.addEventListener('keydown', (event) => event.key === 'Escape' && hide())
    document.body.append(panel)
  }
  window.storefrontChat = {
    open() {
      if (!panel) build()
      void styled.then(() => {
        panel.hidden = false
        panel.querySelector('button').focus()
      })
    },
    close: hide,
    onClose(listener) {
      listeners.push(listener)
    },
  }
})()
