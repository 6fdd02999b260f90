// nginx's configuration for the load-balanced E2E run (scripts/lb-e2e.mjs). The proxy directives
// are the ones docs/operations.md gives operators; two test-only additions prove which instance
// answered: the X-Test-Instance response header ("a" or "b"), and an X-Test-Instance request
// header that sends one request to the named instance (all others go round-robin).

export interface LbPorts {
  lb: number;
  a: number;
  b: number;
}

/** The balancer's port and the two instances' ports behind it. */
export function lbPorts(lbPort = "3300"): LbPorts {
  const lb = Number(lbPort);
  return { lb, a: lb + 1, b: lb + 2 };
}

export function nginxConfig(dir: string, ports: LbPorts): string {
  return `
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr warn;

events {
    worker_connections 256;
}

http {
    access_log ${dir}/access.log;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;

    upstream awaaz {
        server 127.0.0.1:${ports.a};
        server 127.0.0.1:${ports.b};
        keepalive 16;
    }
    upstream awaaz_a {
        server 127.0.0.1:${ports.a};
    }
    upstream awaaz_b {
        server 127.0.0.1:${ports.b};
    }
    map $http_x_test_instance $awaaz_pool {
        default awaaz;
        a awaaz_a;
        b awaaz_b;
    }
    map $upstream_addr $awaaz_instance {
        default "";
        127.0.0.1:${ports.a} a;
        127.0.0.1:${ports.b} b;
    }

    server {
        listen 127.0.0.1:${ports.lb};
        client_max_body_size 1m;

        location / {
            proxy_pass http://$awaaz_pool;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto $scheme;
            proxy_buffering off;
            proxy_read_timeout 300s;
            add_header X-Test-Instance $awaaz_instance always;
        }
    }
}
`;
}
